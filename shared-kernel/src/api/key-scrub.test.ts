import { withoutKey } from './key-scrub';

describe('withoutKey', () => {
  it('takes the key out of every string, as written and URL-encoded, leaving the rest', () => {
    const answer = {
      apikey: 'my key/1',
      object: {
        aggregations: [
          {
            edmIsShownAt:
              'https://api.europeana.eu/api/my key/1/redirect?shownAt=http%3A%2F%2Fx&wskey=my%20key%2F1',
            count: 3,
            flag: true,
            none: null,
          },
        ],
      },
    };
    expect(withoutKey(answer, 'my key/1')).toEqual({
      apikey: '',
      object: {
        aggregations: [
          {
            edmIsShownAt: 'https://api.europeana.eu/api//redirect?shownAt=http%3A%2F%2Fx&wskey=',
            count: 3,
            flag: true,
            none: null,
          },
        ],
      },
    });
  });

  it('leaves an answer without the key as it is', () => {
    const answer = { items: [{ title: ['A'] }] };
    expect(withoutKey(answer, 'secret')).toEqual(answer);
  });
});
