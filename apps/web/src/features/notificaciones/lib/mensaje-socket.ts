/** The socket 'message' event of the spec: tipo 200 is information, 400 an error. */
export interface MensajeSocket {
  empresa: number;
  titulo: string;
  texto: string;
  consecutivo: number;
  tipo: number;
}

/** Reads one socket frame; anything that is not a well-formed 'message' event is ignored. */
export function leerMensajeSocket(crudo: unknown): MensajeSocket | null {
  if (typeof crudo !== 'string') return null;
  let marco: unknown;
  try {
    marco = JSON.parse(crudo);
  } catch {
    return null;
  }
  const m = marco as { event?: unknown; data?: Record<string, unknown> };
  if (m.event !== 'message' || typeof m.data !== 'object' || m.data === null) return null;
  const d = m.data;
  if (typeof d.empresa !== 'number' || typeof d.titulo !== 'string' || typeof d.texto !== 'string' || typeof d.tipo !== 'number')
    return null;
  return {
    empresa: d.empresa,
    titulo: d.titulo,
    texto: d.texto,
    consecutivo: typeof d.consecutivo === 'number' ? d.consecutivo : 0,
    tipo: d.tipo,
  };
}

/** Only messages for the user's own company are shown; 200 as information, 400 as an error. */
export function varianteDeMensaje(m: MensajeSocket, empresaUsuario: number): 'info' | 'error' | null {
  if (m.empresa !== empresaUsuario) return null;
  if (m.tipo === 200) return 'info';
  if (m.tipo === 400) return 'error';
  return null;
}
