import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const XSD_DIR = new URL('./xsd/', import.meta.url);
const MAIN = 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd';
const DSIG = 'xmldsig-core-schema.xsd';
/** Where the official schema imports xmldsig from: a W3C address, never fetched here. */
const DSIG_REMOTE = 'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd';

interface Schemas {
  main: string;
  dsig: string;
}
let schemas: Promise<Schemas> | undefined;

/**
 * The two files as kept in xsd/ (unchanged copies of the published ones), read once. In
 * memory the import points at the copy beside it and the byte-order mark goes, so xmllint
 * validates offline.
 */
function loadSchemas(): Promise<Schemas> {
  schemas ??= Promise.all([
    readFile(new URL(MAIN, XSD_DIR), 'utf8'),
    readFile(new URL(DSIG, XSD_DIR), 'utf8'),
  ]).then(([main, dsig]) => ({
    main: main.replace(/^\uFEFF/, '').replace(DSIG_REMOTE, DSIG),
    dsig: dsig.replace(/^\uFEFF/, ''),
  }));
  return schemas;
}

export interface XsdOutcome {
  valid: boolean;
  errors: string[];
}

/** Validates a FatturaPA file against the official schema 1.2.2 (WebAssembly xmllint, offline). */
export async function validateAgainstXsd(xml: string): Promise<XsdOutcome> {
  const { main, dsig } = await loadSchemas();
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [{ fileName: MAIN, contents: main }],
    preload: [{ fileName: DSIG, contents: dsig }],
    // The DTD-free schema needs no network: refuse it outright rather than hang on a fetch.
    modifyArguments: (args) => ['--nonet', ...args],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}
