import {
  COLLECTION_THEMES,
  countedFacetNames,
  facetDefinition,
  isHexColour,
  SEARCH_FACETS,
} from './search-facets';

describe('search facets', () => {
  it('covers every facet of spec §3', () => {
    const names = SEARCH_FACETS.map((definition) => definition.name);
    for (const name of [
      'COLOURPALETTE',
      'COUNTRY',
      'CREATOR',
      'DATA_PROVIDER',
      'IMAGE_ASPECTRATIO',
      'IMAGE_SIZE',
      'LANGUAGE',
      'MIME_TYPE',
      'PROVIDER',
      'REUSABILITY',
      'RIGHTS',
      'TYPE',
      'collection',
      'contentTier',
      'proxy_dc_format.en',
      'proxy_dc_type.en',
      'proxy_dcterms_issued',
      'proxy_dcterms_medium.en',
    ]) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('sends reusability as its own parameter, everything else as qf', () => {
    expect(facetDefinition('REUSABILITY')?.param).toBe('reusability');
    expect(SEARCH_FACETS.filter((d) => d.param === 'reusability')).toHaveLength(1);
  });

  it('offers the thematic collections as one choice', () => {
    expect(facetDefinition('collection')).toMatchObject({
      kind: 'radio',
      staticValues: COLLECTION_THEMES,
    });
    expect(COLLECTION_THEMES).toHaveLength(13);
  });

  it('asks the API only for facets with counts', () => {
    const names = countedFacetNames();
    expect(names).not.toContain('proxy_dcterms_issued');
    expect(names).toContain('TYPE');
    expect(names).toContain('collection');
    expect(countedFacetNames({ collectionFacet: false })).not.toContain('collection');
  });

  it('knows colours', () => {
    expect(isHexColour('#1E90FF')).toBe(true);
    expect(isHexColour('1e90ff')).toBe(true);
    expect(isHexColour('#12345')).toBe(false);
    expect(isHexColour('red')).toBe(false);
  });
});
