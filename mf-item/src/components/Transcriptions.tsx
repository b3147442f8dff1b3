import styled from '@emotion/styled';
import { colours, radii, space, type Transcription } from '@portal/shared-kernel';
import { useItemT } from './item-texts';
import { languageName } from './language-names';

const Text = styled.div`
  max-height: 24rem;
  overflow: auto;
  padding: ${space[4]}px;
  white-space: pre-line;
  background: ${colours.surfaceAlt};
  border-radius: ${radii.base};
`;

/** Full texts of the item (transcriptions from the Annotation API), each in its language. */
export function Transcriptions({
  transcriptions,
  languageNames,
}: {
  transcriptions: Transcription[];
  /** Names of the languages in the page's language (`ItemView.languageNames`). */
  languageNames: Record<string, string>;
}) {
  const t = useItemT();
  if (!transcriptions.length) return null;
  return (
    <section aria-labelledby="item-transcription" data-testid="item-transcription">
      <h2 id="item-transcription">{t('media.transcription')}</h2>
      {transcriptions.map((transcription, index) => (
        <Text
          key={index}
          // A scrolling region must be reachable by keyboard.
          tabIndex={0}
          role="region"
          aria-label={
            transcription.lang
              ? t('media.transcriptionLanguage', {
                  language: languageNames[transcription.lang] ?? languageName(transcription.lang),
                })
              : t('media.transcription')
          }
        >
          {/* The text is in its language; the region's name in the page's. */}
          <div lang={transcription.lang}>{transcription.text}</div>
        </Text>
      ))}
    </section>
  );
}
