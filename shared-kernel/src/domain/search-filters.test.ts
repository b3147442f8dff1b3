import {
  filtersFromQf,
  hasAppliedFilters,
  hasFilterValue,
  mergeFacetFilters,
  parseQfEntry,
  parseRangeFilterValue,
  parseReusability,
  qfEntry,
  rangeFilterValue,
  toggleFilterValue,
  toggleReusability,
  withFilterValue,
  withoutField,
  withoutFilterValue,
  withSingleValue,
} from './search-filters';

describe('reading qf', () => {
  it('splits an entry at its first colon and unquotes phrases', () => {
    expect(parseQfEntry('COUNTRY:"United Kingdom"')).toEqual({
      field: 'COUNTRY',
      value: 'United Kingdom',
    });
    expect(parseQfEntry('RIGHTS:"http://creativecommons.org/licenses/by/4.0/"')).toEqual({
      field: 'RIGHTS',
      value: 'http://creativecommons.org/licenses/by/4.0/',
    });
    expect(parseQfEntry('TYPE:IMAGE')).toEqual({ field: 'TYPE', value: 'IMAGE' });
    expect(parseQfEntry('proxy_dc_type.en:"print"')).toEqual({
      field: 'proxy_dc_type.en',
      value: 'print',
    });
  });

  it('ignores entries without a field', () => {
    expect(parseQfEntry('whale')).toBeUndefined();
    expect(parseQfEntry(':x')).toBeUndefined();
    expect(parseQfEntry('"a b":c')).toBeUndefined();
  });

  it('groups values by field', () => {
    expect(filtersFromQf(['TYPE:"IMAGE"', 'TYPE:"SOUND"', 'COUNTRY:"France"', 'whale'])).toEqual({
      TYPE: ['IMAGE', 'SOUND'],
      COUNTRY: ['France'],
    });
  });
});

describe('writing qf', () => {
  it('quotes values of fields that take phrases, and not the others', () => {
    expect(qfEntry('COUNTRY', 'United Kingdom')).toBe('COUNTRY:"United Kingdom"');
    expect(qfEntry('CREATOR', 'Charles "Teenie" Harris')).toBe(
      'CREATOR:"Charles \\"Teenie\\" Harris"',
    );
    expect(qfEntry('MIME_TYPE', 'image/jpeg')).toBe('MIME_TYPE:image/jpeg');
    expect(qfEntry('COLOURPALETTE', '#FF0000')).toBe('COLOURPALETTE:#FF0000');
    expect(qfEntry('collection', 'art')).toBe('collection:art');
    expect(qfEntry('proxy_dcterms_issued', '[1900 TO 1950]')).toBe(
      'proxy_dcterms_issued:[1900 TO 1950]',
    );
    // A single year BC would read as NOT bare: quoted, and read back as it was.
    expect(qfEntry('proxy_dcterms_issued', '1900')).toBe('proxy_dcterms_issued:1900');
    expect(qfEntry('proxy_dcterms_issued', '-500')).toBe('proxy_dcterms_issued:"-500"');
    expect(qfEntry('proxy_dcterms_issued', '[-500 TO -100]')).toBe(
      'proxy_dcterms_issued:[-500 TO -100]',
    );
    expect(filtersFromQf([qfEntry('proxy_dcterms_issued', '-500')])).toEqual({
      proxy_dcterms_issued: ['-500'],
    });
  });

  it('adds, removes and toggles values, whether or not the URL quoted them', () => {
    const qf = ['TYPE:IMAGE'];
    expect(hasFilterValue(qf, 'TYPE', 'IMAGE')).toBe(true);
    expect(withFilterValue(qf, 'TYPE', 'IMAGE')).toEqual(['TYPE:IMAGE']);
    expect(withFilterValue(qf, 'TYPE', 'SOUND')).toEqual(['TYPE:IMAGE', 'TYPE:"SOUND"']);
    expect(withoutFilterValue(['TYPE:IMAGE', 'TYPE:"SOUND"'], 'TYPE', 'IMAGE')).toEqual([
      'TYPE:"SOUND"',
    ]);
    expect(toggleFilterValue(qf, 'TYPE', 'IMAGE')).toEqual([]);
    expect(toggleFilterValue([], 'TYPE', 'IMAGE')).toEqual(['TYPE:"IMAGE"']);
    expect(qf).toEqual(['TYPE:IMAGE']);
  });

  it('clears a field, or sets it to a single value', () => {
    const qf = ['collection:art', 'TYPE:"IMAGE"'];
    expect(withoutField(qf, 'collection')).toEqual(['TYPE:"IMAGE"']);
    expect(withSingleValue(qf, 'collection', 'music')).toEqual([
      'TYPE:"IMAGE"',
      'collection:music',
    ]);
    expect(withSingleValue(qf, 'collection', undefined)).toEqual(['TYPE:"IMAGE"']);
  });
});

describe('reusability', () => {
  it('reads known values from comma lists and repeated parameters', () => {
    expect(parseReusability(['open,permission', 'OPEN', 'nonsense', 'restricted'])).toEqual([
      'open',
      'permission',
      'restricted',
    ]);
    expect(parseReusability([])).toEqual([]);
  });

  it('toggles a value', () => {
    expect(toggleReusability(['open'], 'permission')).toEqual(['open', 'permission']);
    expect(toggleReusability(['open', 'permission'], 'open')).toEqual(['permission']);
  });
});

describe('ranges', () => {
  it('writes [start TO end], open ends as *, and a single value for equal ends', () => {
    expect(rangeFilterValue({ start: '1900', end: '1950' })).toBe('[1900 TO 1950]');
    expect(rangeFilterValue({ start: '1900', end: null })).toBe('[1900 TO *]');
    expect(rangeFilterValue({ start: '', end: '1950' })).toBe('[* TO 1950]');
    expect(rangeFilterValue({ start: '1900', end: '1900' })).toBe('1900');
    expect(rangeFilterValue({ start: ' ', end: null })).toBeUndefined();
  });

  it('reads them back', () => {
    expect(parseRangeFilterValue('[1900 TO 1950]')).toEqual({ start: '1900', end: '1950' });
    expect(parseRangeFilterValue('[* TO 1950]')).toEqual({ start: null, end: '1950' });
    expect(parseRangeFilterValue('1900')).toEqual({ start: '1900', end: '1900' });
    expect(parseRangeFilterValue('[1900 TO]')).toBeUndefined();
  });
});

describe('qf for the API', () => {
  it('joins values of one sidebar facet with OR and keeps the rest apart', () => {
    expect(
      mergeFacetFilters([
        'TYPE:"IMAGE"',
        'who:rembrandt',
        'COUNTRY:"France"',
        'TYPE:"SOUND"',
        'who:vermeer',
        'TYPE:"IMAGE"',
      ]),
    ).toEqual(['TYPE:("IMAGE" OR "SOUND")', 'who:rembrandt', 'COUNTRY:"France"', 'who:vermeer']);
  });

  it('leaves single values and date ranges as they are', () => {
    expect(
      mergeFacetFilters([
        'MIME_TYPE:image/jpeg',
        'proxy_dcterms_issued:[1900 TO *]',
        'proxy_dcterms_issued:1920',
      ]),
    ).toEqual([
      'MIME_TYPE:image/jpeg',
      'proxy_dcterms_issued:[1900 TO *]',
      'proxy_dcterms_issued:1920',
    ]);
  });
});

describe('applied filters (the filter button indicator)', () => {
  it('is set by qf, api, reusability or qa', () => {
    expect(hasAppliedFilters({})).toBe(false);
    expect(hasAppliedFilters({ qf: [''] })).toBe(false);
    expect(hasAppliedFilters({ qf: ['TYPE:"IMAGE"'] })).toBe(true);
    expect(hasAppliedFilters({ api: 'fulltext' })).toBe(true);
    expect(hasAppliedFilters({ reusability: ['open'] })).toBe(true);
    expect(hasAppliedFilters({ qa: ['who:rembrandt'] })).toBe(true);
  });
});
