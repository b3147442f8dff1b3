import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { colours, motion, progressBar, useStores, zIndex } from '@portal/shared-kernel';
import { ProgressModel, type ProgressPhase } from './progress-model';

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${zIndex.toast};
  height: 3px;
  pointer-events: none;
  span {
    display: block;
    height: 100%;
    width: 0;
    background: ${colours.accent};
    opacity: 1;
  }
  &[data-phase='running'] span {
    width: 90%;
    transition: width ${progressBar.durationMs}ms ease-out;
  }
  &[data-phase='done'] span {
    width: 100%;
    transition: width 150ms ease-out;
  }
  &[data-phase='hidden'] span {
    opacity: 0;
  }
  ${motion.reducedMotion} {
    span {
      transition: none !important;
    }
  }
`;

/**
 * The loading indicator: counts API requests still running and the router's navigation, and
 * shows a progress bar while there is outstanding work (spec §4).
 */
export const LoadingBar = observer(function LoadingBar() {
  const { t } = useTranslation('host');
  const { requests } = useStores();
  const navigation = useNavigation();
  const outstanding = requests.pending + (navigation.state === 'idle' ? 0 : 1);
  const [phase, setPhase] = useState<ProgressPhase>('hidden');
  const model = useRef<ProgressModel | null>(null);

  useEffect(() => {
    model.current = new ProgressModel(setPhase);
    return () => model.current?.dispose();
  }, []);

  useEffect(() => {
    model.current?.setActive(outstanding > 0);
  }, [outstanding]);

  return (
    <Bar
      data-phase={phase}
      data-outstanding={outstanding}
      {...(phase === 'hidden'
        ? { 'aria-hidden': true }
        : { role: 'progressbar', 'aria-label': t('loading.label'), 'aria-busy': true })}
    >
      <span />
    </Bar>
  );
});
