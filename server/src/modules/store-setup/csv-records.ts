/** One record of a CSV file and the line of the file it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Splits a semicolon-separated file the way Italian spreadsheets and till systems write it:
 * a UTF-8 byte-order mark is dropped, CRLF or LF ends a record, a field in double quotes may
 * hold the separator, a newline or a doubled quote. Blank lines (also ';;;' ones) are skipped, so the line
 * numbers stay those an editor shows.
 */
export function csvRecords(text: string, separator = ';'): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;

  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };

  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === separator) {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      field += ch;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/**
 * Windows-1252 differs from Latin-1 only in 0x80-0x9F (€, curly quotes, dashes …); Node's
 * TextDecoder reads 'windows-1252' as Latin-1, so those 32 bytes are mapped here.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(body: Buffer): string {
  let text = '';
  for (const byte of body)
    text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** The text of an uploaded file: UTF-8, or Windows-1252 as older Italian tills still export. */
export function decodeUpload(body: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}
