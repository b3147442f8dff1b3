import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetBody } from '../api/set-api';
import { colours, focusOutline, focusRing, radii, space } from '../theme/tokens';
import { Alert } from './Alert';
import { Button } from './Button';

/** The Set API's limits (decision 0024): a title of 300 characters, a description of 4000. */
export const GALLERY_TITLE_MAX = 300;
export const GALLERY_DESCRIPTION_MAX = 4000;

export interface GalleryFormValues {
  title: string;
  description: string;
  /** Only the creator sees a private gallery (spec §3). */
  private: boolean;
}

export const EMPTY_GALLERY: GalleryFormValues = { title: '', description: '', private: false };

/**
 * The Set API body of a gallery from the form: the texts in the page's language, as the user
 * wrote them; a description left empty is none.
 */
export function galleryBody(values: GalleryFormValues, locale: string): SetBody {
  const description = values.description.trim();
  return {
    type: 'Collection',
    title: { [locale]: values.title.trim() },
    ...(description ? { description: { [locale]: description } } : {}),
    visibility: values.private ? 'private' : 'public',
  };
}

const Form = styled.form`
  display: grid;
  gap: ${space[4]}px;
  label {
    font-weight: 600;
  }
  input[type='text'],
  textarea {
    width: 100%;
    margin-top: ${space[2]}px;
    padding: ${space[2]}px;
    font: inherit;
    color: ${colours.text};
    background: ${colours.surface};
    border: 1px solid ${colours.textSecondary};
    border-radius: ${radii.base};
    &:focus-visible {
      ${focusOutline}
      box-shadow: ${focusRing};
    }
  }
  textarea {
    resize: vertical;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${space[2]}px;
  && {
    font-weight: normal;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]}px;
`;

const FieldError = styled.p`
  margin: ${space[2]}px 0 0;
  color: ${colours.danger};
  font-weight: 600;
`;

const Hint = styled.span`
  display: block;
  font-weight: normal;
  color: ${colours.textSecondary};
`;

export interface GalleryFormProps {
  initial?: GalleryFormValues;
  /** The submit button's text ("Create gallery", "Save"). */
  submitLabel: string;
  /** Saves; a rejection shows its message above the buttons and keeps what was typed. */
  onSubmit: (values: GalleryFormValues) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A gallery's title, description and privacy (spec §5: a title is required), for creating a
 * gallery and for editing one. The fields stay filled while saving and after a failure, so
 * nothing typed is lost.
 */
export function GalleryForm({
  initial = EMPTY_GALLERY,
  submitLabel,
  onSubmit,
  onCancel,
}: GalleryFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [values, setValues] = useState(initial);
  const [titleMissing, setTitleMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!values.title.trim()) {
      setTitleMissing(true);
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    onSubmit(values)
      .catch((error: unknown) =>
        setFailure(
          error instanceof Error && error.message ? error.message : t('gallery.saveFailed'),
        ),
      )
      .finally(() => setSaving(false));
  };

  return (
    <Form onSubmit={submit} noValidate>
      <div>
        <label htmlFor={`${id}-title`}>{t('gallery.title')}</label>
        <input
          id={`${id}-title`}
          type="text"
          value={values.title}
          maxLength={GALLERY_TITLE_MAX}
          required
          aria-invalid={titleMissing || undefined}
          aria-describedby={titleMissing ? `${id}-title-error` : undefined}
          onChange={(event) => {
            setValues({ ...values, title: event.target.value });
            if (event.target.value.trim()) setTitleMissing(false);
          }}
        />
        {titleMissing ? (
          <FieldError id={`${id}-title-error`} role="alert">
            {t('gallery.titleRequired')}
          </FieldError>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-description`}>
          {t('gallery.description')} <Hint>{t('gallery.optional')}</Hint>
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          value={values.description}
          maxLength={GALLERY_DESCRIPTION_MAX}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
      </div>
      <Check>
        <input
          type="checkbox"
          checked={values.private}
          onChange={(event) => setValues({ ...values, private: event.target.checked })}
        />
        {t('gallery.private')}
      </Check>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Actions>
        <Button type="submit" aria-disabled={saving || undefined}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('gallery.cancel')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
