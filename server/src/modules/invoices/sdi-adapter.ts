/**
 * How a FatturaPA file would reach the Sistema di Interscambio: through an accredited
 * intermediary's API (or the shop's own SDICoop channel), named by INVOICE_SDI_ADAPTER. None
 * is built in: the default, 'none', sends nothing and makes no network call; the files stay in
 * `invoices` (sdi_status NOT_SENT) for the administrators' ZIP. An adapter implements `send`,
 * and is picked in `sdiAdapterFor`; a job would then send each NOT_SENT file and record the
 * answer (docs/invoices.md).
 */
export interface SdiSubmission {
  fileName: string;
  xml: string;
}

export interface SdiReceipt {
  /** The intermediary took the file (SdI's own outcome arrives later, as a notification). */
  accepted: boolean;
  /** The intermediary's or SdI's identifier of the file, for the notifications. */
  reference: string | null;
  message: string;
}

export interface SdiAdapter {
  readonly name: string;
  send(file: SdiSubmission): Promise<SdiReceipt>;
}

/** The adapter configured, or null: with 'none' nothing is ever sent. */
export function sdiAdapterFor(name: 'none'): SdiAdapter | null {
  switch (name) {
    case 'none':
      return null;
  }
}
