/**
 * The sign-in page painted before any script (docs/decisions/020a-sign-in-first-paint.md): the build renders the
 * sign-in screen into index.html (`#previo`, its styles in `#previo-estilos`); a small classic script decides
 * before the first paint whether it shows, and holds a submit asked for before the app runs. The app then takes
 * what was typed into it and removes it in the same frame as its own screen appears.
 */
export const PREVIO = {
  contenedor: 'previo',
  estilos: 'previo-estilos',
  /** On <html> when the pre-rendered page must not show (a stored session, another language, the reset page). */
  oculto: 'eds-sin-previo',
  /** On the pre-rendered form when the user submitted it before the app ran. */
  enviado: 'data-enviado',
  /** On the pre-rendered form once the app took its values. */
  tomado: 'data-tomado',
  /** On the pre-rendered form: the name of the field the cursor is in (kept when the app's form takes the focus). */
  campoActivo: 'data-campo-activo',
  /** On a pre-rendered field's root while it has the focus, and while it holds text: its label moves up (CSS). */
  foco: 'data-foco',
  lleno: 'data-lleno',
  /** On the pre-rendered page's last button pressed (other than the submit), to press again on the app's page. */
  pulsado: 'data-pulsado',
} as const;

export interface FormularioPrevio {
  /** What was typed, by field name. */
  valores: Record<string, string>;
  /** The field the cursor was in, if any, and where in its text. */
  foco: string | null;
  seleccion: [number, number] | null;
  /** The user pressed Enter or the submit button before the app ran. */
  enviar: boolean;
}

function formulario(): HTMLFormElement | null {
  return document.getElementById(PREVIO.contenedor)?.querySelector('form') ?? null;
}

/**
 * What the user did in the pre-rendered form, read once (a second call gives null): call it in the commit that
 * mounts the real form, before the pre-rendered page is removed. Null when there is no pre-rendered page.
 */
export function tomarFormularioPrevio(): FormularioPrevio | null {
  const form = formulario();
  if (!form || form.hasAttribute(PREVIO.tomado)) return null;
  form.setAttribute(PREVIO.tomado, '');
  const valores: Record<string, string> = {};
  for (const campo of Array.from(form.querySelectorAll('input'))) if (campo.name) valores[campo.name] = campo.value;
  // Not document.activeElement: the app's form may already have taken the focus (autoFocus) in this commit.
  const foco = form.getAttribute(PREVIO.campoActivo);
  const activo = foco ? form.querySelector<HTMLInputElement>(`input[name="${foco}"]`) : null;
  const seleccion: [number, number] | null =
    activo && activo.selectionStart !== null && activo.selectionEnd !== null ? [activo.selectionStart, activo.selectionEnd] : null;
  return { valores, foco, seleccion, enviar: form.hasAttribute(PREVIO.enviado) };
}

/** The app's own form holding a field of that name (not the pre-rendered copy, which may still be there). */
export function formularioDeLaApp(nombreCampo: string): HTMLFormElement | null {
  for (const campo of Array.from(document.getElementsByName(nombreCampo))) {
    if (campo instanceof HTMLInputElement && campo.form && !campo.closest(`#${PREVIO.contenedor}`)) return campo.form;
  }
  return null;
}

/** Removes the pre-rendered page and its styles (the app's own theme styles are in place by then). */
export function retirarPrevio(): void {
  document.getElementById(PREVIO.contenedor)?.remove();
  document.getElementById(PREVIO.estilos)?.remove();
  document.documentElement.classList.remove(PREVIO.oculto);
}

/**
 * Removes the pre-rendered page as soon as the app draws anything into `raiz` (the sign-in screen, the
 * not-found page, an error page). A mutation observer's callback runs after React's commit, layout effects
 * included (where the sign-in form takes the typed values), and before the browser paints: no frame shows both
 * or neither.
 */
export function vigilarPrevio(raiz: HTMLElement): void {
  if (!document.getElementById(PREVIO.contenedor)) return;
  const observador = new MutationObserver(() => {
    if (!raiz.firstChild) return;
    observador.disconnect();
    const pulsar = botonPendiente(raiz);
    retirarPrevio();
    // A button pressed before the app ran (the language menu, the forgotten password, show password) works now.
    if (pulsar) window.setTimeout(() => pulsar.click(), 0);
  });
  observador.observe(raiz, { childList: true });
}

const nombreBoton = (b: Element) => b.getAttribute('aria-label') ?? b.textContent ?? '';

/**
 * The app's counterpart of the button last pressed on the pre-rendered page: the same place among the buttons and
 * the same name, so another page (the not-found page) never gets a stray click.
 */
function botonPendiente(raiz: HTMLElement): HTMLElement | null {
  const previo = document.getElementById(PREVIO.contenedor);
  const pulsado = previo?.querySelector(`[${PREVIO.pulsado}]`);
  if (!previo || !pulsado) return null;
  const selector = 'button:not([type="submit"])';
  const indice = Array.from(previo.querySelectorAll(selector)).indexOf(pulsado);
  const candidato = raiz.querySelectorAll<HTMLElement>(selector)[indice];
  return candidato && nombreBoton(candidato) === nombreBoton(pulsado) ? candidato : null;
}
