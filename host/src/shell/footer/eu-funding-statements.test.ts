/** @jest-environment node */
import { LOCALE_CODES } from '@portal/shared-kernel';
import { EU_FUNDING_STATEMENTS, euFundingStatement } from './eu-funding-statements';

describe('EU funding statement', () => {
  it('exists for the 24 locales other than Basque, each in its own words', () => {
    expect(Object.keys(EU_FUNDING_STATEMENTS).sort()).toEqual(
      LOCALE_CODES.filter((code) => code !== 'eu').sort(),
    );
    expect(new Set(Object.values(EU_FUNDING_STATEMENTS)).size).toBe(24);
  });

  it('falls back to English for Basque', () => {
    expect(euFundingStatement('eu')).toEqual({
      text: 'Co-funded by the European Union',
      lang: 'en',
    });
    expect(euFundingStatement('de').lang).toBe('de');
  });
});
