import type { RecordObject } from '@portal/shared-kernel';
import { attributionText, creditTexts } from './attribution';
import { buildItemView } from './item-view';
import { testApi } from './test-api.fixture';

const FSI = '\u2068';
const PDI = '\u2069';
const RLO = '\u202E';
const PAGE = 'https://p.test/en/item/1/a';

function recordWith({
  title = { en: ['A painting'] },
  creators = ['Painter'],
  provider = ['Museum'],
  rights = 'http://creativecommons.org/licenses/by/4.0/',
  agents,
}: {
  title?: Record<string, string[]>;
  creators?: string[];
  provider?: string[];
  rights?: string;
  agents?: RecordObject['agents'];
}): RecordObject {
  return {
    about: '/1/a',
    type: 'IMAGE',
    proxies: [{ about: '/proxy/provider/1/a', dcTitle: title, dcCreator: { def: creators } }],
    aggregations: [
      {
        about: '/aggregation/provider/1/a',
        edmDataProvider: { def: provider },
        edmRights: { def: [rights] },
        edmIsShownBy: 'https://example.org/a.jpg',
      },
    ],
    ...(agents ? { agents } : {}),
  };
}

const attribution = (record: RecordObject, rightsName = 'CC BY 4.0') => {
  const view = buildItemView(record, testApi, { locale: 'en', annotations: [] });
  return attributionText(view, undefined, 'en', PAGE, rightsName);
};

describe('attribution in plain text', () => {
  it('leaves a Latin attribution as it was', () => {
    expect(attribution(recordWith({}))).toBe(
      `A painting – Painter – Museum – ${PAGE} – CC BY 4.0 (http://creativecommons.org/licenses/by/4.0/)`,
    );
  });

  it("keeps a title's override from reversing the names, URL and rights after it", () => {
    expect(attribution(recordWith({ title: { en: [`Title ${RLO}gpj.exe`] } }))).toBe(
      `${FSI}Title gpj.exe${PDI} – Painter – Museum – ${PAGE} – CC BY 4.0 (http://creativecommons.org/licenses/by/4.0/)`,
    );
  });

  it('isolates each right-to-left value on its own, and no Latin one', () => {
    expect(
      attribution(
        recordWith({
          title: { ar: ['لوحة'] },
          creators: ['رسام', 'Painter', `שם${PDI}${RLO}`],
          provider: ['متحف'],
        }),
      ),
    ).toBe(
      `${FSI}لوحة${PDI} – ${FSI}رسام${PDI}, Painter, ${FSI}שם${PDI} – ${FSI}متحف${PDI} – ${PAGE} – CC BY 4.0 (http://creativecommons.org/licenses/by/4.0/)`,
    );
  });

  it('gives the rights statement its address only when it is a web page', () => {
    for (const rights of ['data:text/plain,CC0', 'urn:rights:1', 'javascript:alert(1)']) {
      expect(attribution(recordWith({ rights }), 'Rights statement')).toBe(
        `A painting – Painter – Museum – ${PAGE} – Rights statement`,
      );
      // Without a name (the dialog always has one), nothing but a web address would do.
      const view = buildItemView(recordWith({ rights }), testApi, { locale: 'en' });
      expect(attributionText(view, undefined, 'en', PAGE, undefined)).toBe(
        `A painting – Painter – Museum – ${PAGE}`,
      );
    }
    // An address with bidi formatting is given as the browser resolves it: in ASCII.
    expect(attribution(recordWith({ rights: `http://rights.test/${RLO}0.4/yb` }))).toBe(
      `A painting – Painter – Museum – ${PAGE} – CC BY 4.0 (http://rights.test/%E2%80%AE0.4/yb)`,
    );
  });

  it('isolates the attribution the API gives, which is one text', () => {
    const view = buildItemView(recordWith({}), testApi, { locale: 'en', annotations: [] });
    const media = { ...view.media[0]!, attribution: `${RLO}Credit – https://x.test` };
    expect(attributionText(view, media, 'en', PAGE, undefined)).toBe(
      `${FSI}Credit – https://x.test${PDI}`,
    );
  });
});

describe('credits', () => {
  it('name entities by their labels and leave out values that are only a URI', () => {
    const record = recordWith({
      title: { def: ['urn:nbn:de:1-2'], en: ['A painting'] },
      creators: [
        'urn:agent:9',
        'http://data.europeana.eu/agent/1',
        'http://data.europeana.eu/agent/2',
        'data:text/plain,Someone',
        ' HTTP://museum.example/maker/3',
        'Painter',
      ],
      provider: ['urn:org:7', 'Museum'],
      agents: [
        { about: 'http://data.europeana.eu/agent/1', prefLabel: { en: ['Labelled'] } },
        // The page resolves only http(s) URIs to the record's entities: this one stays a URI.
        { about: 'urn:agent:9', prefLabel: { en: ['Not found'] } },
      ],
    });
    const view = buildItemView(record, testApi, { locale: 'en', annotations: [] });
    expect(creditTexts(view, 'dcCreator', 'en')).toEqual(['Labelled', 'Painter']);
    expect(creditTexts(view, 'edmDataProvider', 'en')).toEqual(['Museum']);
    expect(attributionText(view, undefined, 'en', PAGE, 'CC BY 4.0')).toBe(
      `A painting – Labelled, Painter – Museum – ${PAGE} – CC BY 4.0 (http://creativecommons.org/licenses/by/4.0/)`,
    );
  });
});
