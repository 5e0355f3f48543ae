import { describe, expect, it } from 'vitest';
import { csvRecords, decodeUpload } from './csv-records';

describe('csvRecords', () => {
  it('splits on semicolons and keeps the file’s line numbers across blank lines', () => {
    expect(csvRecords('a;b\n\n1;2\r\n;;\n3;4')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', '2'] },
      { line: 5, fields: ['3', '4'] },
    ]);
  });

  it('drops a byte-order mark and reads quoted fields with separators, quotes and newlines', () => {
    const text = '\uFEFFbarcode;description\n1;"Olio; ""extra"" vergine\n1 l"\n2;x';
    expect(csvRecords(text)).toEqual([
      { line: 1, fields: ['barcode', 'description'] },
      { line: 2, fields: ['1', 'Olio; "extra" vergine\n1 l'] },
      { line: 4, fields: ['2', 'x'] },
    ]);
  });
});

describe('decodeUpload', () => {
  it('reads UTF-8, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeUpload(Buffer.from('Caffè', 'utf8'))).toBe('Caffè');
    expect(decodeUpload(Buffer.from([0x43, 0x61, 0x66, 0x66, 0xe8, 0x80]))).toBe('Caffè€');
  });
});
