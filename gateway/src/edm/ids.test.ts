import { isRecordId, localIdFor, recordId } from './ids';

describe('localIdFor', () => {
  it('keeps plain word-character source ids as they are (the shared data keeps its URLs)', () => {
    expect(localIdFor(1035)).toBe('1035');
    expect(localIdFor('1035')).toBe('1035');
    expect(localIdFor('A00001')).toBe('A00001');
    expect(localIdFor('item_5')).toBe('item_5');
  });

  it('treats a number and its decimal string as the same source id', () => {
    expect(localIdFor(777)).toBe(localIdFor('777'));
  });

  const distinct = [
    'café',
    'cafè',
    'caf',
    'x-1',
    'x.1',
    'x 1',
    'x_1',
    'x__1',
    '_x_1',
    'x_1_',
    '',
    '   ',
    '🎨',
    '🎭',
    'a/b/c',
    'a_b_c',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'a\u0000b',
    '%2F%2e',
    '00078d13-d7c7-4f1b-bbe2-b9afcc25fcbd',
    '00078d13_d7c7_4f1b_bbe2_b9afcc25fcbd',
  ];

  it('gives different source ids different local ids', () => {
    const ids = distinct.map((s) => localIdFor(s));
    expect(new Set(ids).size).toBe(distinct.length);
  });

  it('gives a plain id and the hashed form of another id different local ids', () => {
    // A plain id never contains `__`, so it cannot spell out the hashed form of another id.
    const hashed = localIdFor('café');
    expect(hashed).toMatch(/^caf__[0-9a-z]+$/);
    expect(localIdFor(hashed)).not.toBe(hashed);
  });

  it('is stable across calls and makes ids the portal accepts', () => {
    for (const s of distinct) {
      expect(localIdFor(s)).toBe(localIdFor(s));
      expect(isRecordId(recordId('912345', localIdFor(s)))).toBe(true);
    }
  });

  it('keeps a readable, bounded prefix of a long odd id', () => {
    const id = localIdFor(`${'x'.repeat(5000)}-1`);
    expect(id.length).toBeLessThan(80);
    expect(id).toMatch(/^x+__[0-9a-z]+$/);
  });
});
