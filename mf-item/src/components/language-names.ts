import { isLocaleCode, localeByCode } from '@portal/shared-kernel';

/**
 * A language's name for a language switch: the portal's languages by their own name
 * (Nederlands), others by their code. Fixed text, so server and browser render the same.
 */
export function languageName(code: string): string {
  return isLocaleCode(code) ? localeByCode(code).name : code.toUpperCase();
}
