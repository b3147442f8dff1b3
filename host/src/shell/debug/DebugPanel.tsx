import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { colours, fontSizes, layout, space, useStores } from '@portal/shared-kernel';
import { vitalsStore } from '../perf/vitals-store';
import { DEBUG_PANEL_ID } from './debug-panel-id';

const Panel = styled.section`
  max-width: ${layout.contentMaxWidth}px;
  margin: ${space[6]}px auto 0;
  padding: ${space[4]}px;
  border: 1px dashed ${colours.textSecondary};
  font-size: ${fontSizes.small};
  h2 {
    font-size: ${fontSizes.large};
  }
  ol,
  table {
    margin: 0 0 ${space[4]}px;
  }
  code {
    word-break: break-all;
  }
  th,
  td {
    padding: ${space[1]}px ${space[3]}px;
    text-align: left;
  }
`;

/**
 * The debug panel (spec §2.5), when debugging is on: the API requests of the current page
 * (recording restarts on each navigation) and the web vitals measured so far, per route.
 */
export const DebugPanel = observer(function DebugPanel() {
  const { t } = useTranslation('host');
  const { requests } = useStores();
  return (
    <Panel id={DEBUG_PANEL_ID} aria-labelledby={`${DEBUG_PANEL_ID}-title`} tabIndex={-1}>
      <h2 id={`${DEBUG_PANEL_ID}-title`}>{t('debug.apiRequests')}</h2>
      <p>{t('debug.requestCount', { count: requests.entries.length })}</p>
      <ol>
        {requests.entries.map((entry, index) => (
          <li key={`${index}-${entry.url}`}>
            <code>
              {entry.method} {entry.url}
            </code>
          </li>
        ))}
      </ol>
      <h2>{t('debug.webVitals')}</h2>
      {vitalsStore.reports.length === 0 ? (
        <p>{t('debug.noVitals')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('debug.route')}</th>
              <th scope="col">{t('debug.metric')}</th>
              <th scope="col">{t('debug.value')}</th>
              <th scope="col">{t('debug.rating')}</th>
            </tr>
          </thead>
          <tbody>
            {vitalsStore.reports.map((report) => (
              <tr key={report.id} data-vital={report.name}>
                <td>{report.route}</td>
                <td>{report.name}</td>
                <td>{report.value}</td>
                <td>{report.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
});
