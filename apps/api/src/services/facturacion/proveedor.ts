/**
 * The electronic-invoicing provider: one interface whatever answers on the other side (DIAN's SOAP services, or
 * the built-in simulator that stands in for DIAN where no network reaches it). Answers are DIAN's: status code
 * 00 processed, 99 validation errors with rule messages ("Regla: FAD06, Rechazo: ..."), 66 document not found.
 */

export interface DocumentoEnviable {
  /** The issuing business: its DIAN registration (certificate, environment) sends the document. */
  negocioId: number;
  /** Prefix + consecutive. */
  numero: string;
  /** NIT of the issuer without check digit (DIAN names files after it). */
  nitEmisor: string;
  /** CUFE or CUDE. */
  codigo: string;
  /** The signed UBL document. */
  xml: string;
}

export interface RespuestaDian {
  /** 00 processed; 99 validation errors; 66 not found; others as DIAN sends them. */
  codigo: string;
  descripcion: string;
  /** DIAN's IsValid. */
  valido: boolean;
  /** Rule messages, each "Regla: CODE, Rechazo|Notificación: text". */
  reglas: string[];
  /** The ApplicationResponse DIAN returns (XmlBase64Bytes decoded), when it returns one. */
  respuestaXml: string | null;
  /** Asynchronous reception: the answer is not ready yet, ask again by status (trackId = CUFE/CUDE or ZipKey). */
  pendiente: boolean;
  trackId: string | null;
}

/** One numbering range DIAN authorised for an issuer (GetNumberingRange's NumberRangeResponse). */
export interface RangoNumeracion {
  numero: string;
  fechaResolucion: string;
  prefijo: string;
  desde: number;
  hasta: number;
  fechaInicio: string;
  fechaFin: string;
  claveTecnica: string;
}

/**
 * Every call names the business it is made for: each business speaks to DIAN with its own registration — its
 * certificate signs the call and its environment (test or production) decides the address (decision 061).
 */
export interface ProveedorFe {
  readonly nombre: string;
  /** Sends a signed document and answers DIAN's verdict (or pendiente when it takes longer). */
  enviar(doc: DocumentoEnviable): Promise<RespuestaDian>;
  /** Asks the status of a document the business sent before, by its CUFE/CUDE or track id. */
  estado(trackId: string, negocioId: number): Promise<RespuestaDian>;
  /** Sends again a document DIAN may already have: an accepted one answers "Documento procesado anteriormente". */
  reenviar(doc: DocumentoEnviable): Promise<RespuestaDian>;
  /**
   * The numbering ranges DIAN authorised for an issuer NIT (without check digit) and software (GetNumberingRange),
   * asked with the business's registration.
   */
  rangosNumeracion(nit: string, softwareId: string, negocioId: number): Promise<RangoNumeracion[]>;
}

/** The provider could not be reached or answered nothing usable: the job is tried again later. */
export class ProveedorNoDisponible extends Error {}

export const DOCUMENTO_PROCESADO_ANTERIORMENTE = 'Documento procesado anteriormente';

/** The rule code of a rule message ("Regla: FAD06, Rechazo: ..." → FAD06). */
export const codigoRegla = (regla: string): string => /Regla:\s*([^,\s]+)/.exec(regla)?.[1] ?? '';

/** An answer that says the document had already been accepted. */
export const esProcesadoAnteriormente = (r: RespuestaDian): boolean =>
  r.descripcion.includes(DOCUMENTO_PROCESADO_ANTERIORMENTE) || r.reglas.some((x) => x.includes(DOCUMENTO_PROCESADO_ANTERIORMENTE));
