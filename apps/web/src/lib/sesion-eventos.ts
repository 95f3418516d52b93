/**
 * The API client reports an expired session here (205, or 401 on a call that carried a token);
 * the shell listens and shows the notice. Reported once: many calls fail together when it happens.
 */
type Oyente = () => void;

const oyentes = new Set<Oyente>();
let notificada = false;

export function alCaducarSesion(oyente: Oyente): () => void {
  oyentes.add(oyente);
  if (notificada) oyente();
  return () => oyentes.delete(oyente);
}

export function notificarSesionCaducada(): void {
  if (notificada) return;
  notificada = true;
  for (const o of oyentes) o();
}

export function sesionCaducada(): boolean {
  return notificada;
}

/** For tests. */
export function reiniciarEventosSesion(): void {
  notificada = false;
  oyentes.clear();
}
