/**
 * Runs before the first paint, as a classic blocking script in <head> (the page's policy allows no inline script),
 * built on its own by scripts/previo.mjs. See docs/decisions/020a-sign-in-first-paint.md.
 *  - Decides whether the sign-in page rendered into index.html shows (not with a stored session, another language
 *    or on the reset page).
 *  - Keeps that page usable until the app replaces it: the user name is upper-cased as typed, labels move as MUI
 *    moves them, a submit (Enter, Entrar) is held for the app instead of sending the form as a GET with the password
 *    in the address, and the last other button pressed is pressed again on the app's page.
 *  - Starts the app: the build moves the entry script and its preloads here (`data-entrada`, `data-precarga`), so
 *    when the page shows, its first paint does not share the line with the app's scripts.
 * Keep it tiny: the first paint waits for its download.
 */
import { calcularRutaBase } from '../../lib/ruta-base';
import { PREVIO } from '../../lib/previo';
import { IDIOMA_PREDETERMINADO, idiomaGuardado } from '../../i18n/idiomas';
import { empiezaEnIngreso } from '../inicio';

/** The sign-in form's user field upper-cases what is typed (CampoTexto `mayusculas`). */
const CAMPOS_EN_MAYUSCULAS = ['usuario'];

const propio = document.currentScript as HTMLScriptElement | null;
const entrada = propio?.dataset.entrada ?? '';
const precargas = (propio?.dataset.precarga ?? '').split(' ').filter(Boolean);

function agregar(elemento: HTMLLinkElement | HTMLScriptElement) {
  elemento.crossOrigin = '';
  document.head.append(elemento);
}

function precargar() {
  for (const href of precargas) {
    const enlace = document.createElement('link');
    enlace.rel = 'modulepreload';
    enlace.href = href;
    agregar(enlace);
  }
}

/** The app's entry, once the document is parsed (a module script added by hand would not wait for it). */
function iniciarApp() {
  const cargar = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entrada;
    agregar(script);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', cargar, { once: true });
  else cargar();
}

const { pathname } = window.location;
// The pre-rendered page is the Spanish sign-in page.
const muestra = empiezaEnIngreso(calcularRutaBase(pathname), pathname, sessionStorage) && idiomaGuardado() === IDIOMA_PREDETERMINADO;

if (!muestra) {
  document.documentElement.classList.add(PREVIO.oculto);
  precargar();
  iniciarApp();
} else {
  const enPrevio = (objetivo: EventTarget | null): objetivo is Element =>
    objetivo instanceof Element && objetivo.closest(`#${PREVIO.contenedor}`) !== null;

  document.addEventListener(
    'submit',
    (evento) => {
      if (!enPrevio(evento.target)) return;
      evento.preventDefault();
      evento.target.setAttribute(PREVIO.enviado, '');
    },
    true,
  );

  // A button pressed before the app runs (other than the submit, held above) is pressed again on the app's page.
  document.addEventListener(
    'click',
    (evento) => {
      const boton = evento.target instanceof Element ? evento.target.closest('button') : null;
      if (!boton || !enPrevio(boton) || boton.type === 'submit') return;
      document.querySelector(`#${PREVIO.contenedor} [${PREVIO.pulsado}]`)?.removeAttribute(PREVIO.pulsado);
      boton.setAttribute(PREVIO.pulsado, '');
    },
    true,
  );

  const campoDe = (objetivo: EventTarget | null) => (enPrevio(objetivo) && objetivo instanceof HTMLInputElement ? objetivo : null);
  // MUI moves a label up and opens the outline with script; here the page's CSS does it from these marks.
  const marcar = (campo: HTMLInputElement, marca: string, si: boolean) => campo.closest('.MuiFormControl-root')?.toggleAttribute(marca, si);

  document.addEventListener(
    'input',
    (evento) => {
      const campo = campoDe(evento.target);
      if (!campo) return;
      if (CAMPOS_EN_MAYUSCULAS.includes(campo.name)) {
        const { selectionStart, selectionEnd } = campo;
        campo.value = campo.value.toUpperCase();
        campo.setSelectionRange(selectionStart, selectionEnd);
      }
      marcar(campo, PREVIO.lleno, campo.value !== '');
    },
    true,
  );

  document.addEventListener(
    'focusin',
    (evento) => {
      const campo = campoDe(evento.target);
      if (!campo) return;
      marcar(campo, PREVIO.foco, true);
      campo.form?.setAttribute(PREVIO.campoActivo, campo.name);
    },
    true,
  );

  document.addEventListener(
    'focusout',
    (evento) => {
      const campo = campoDe(evento.target);
      if (!campo) return;
      marcar(campo, PREVIO.foco, false);
      // Focus taken by the app's own form (its autoFocus) is not the user leaving the field: the app puts the cursor back.
      const destino = evento.relatedTarget;
      if (!(destino instanceof Element) || enPrevio(destino)) campo.form?.removeAttribute(PREVIO.campoActivo);
    },
    true,
  );

  // The app starts right after the page has painted (a hidden tab, which does not paint, starts it at once).
  let iniciada = false;
  const tras = () => {
    if (iniciada) return;
    iniciada = true;
    precargar();
    iniciarApp();
  };
  if (document.visibilityState === 'hidden') tras();
  else requestAnimationFrame(() => window.setTimeout(tras, 0));
}
