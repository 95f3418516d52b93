import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TDominio } from '@eds/contracts/sesion';
import { DominioFijoProvider } from '../../lib/dominio';
import { AvisoProvider } from '../../components/dialogos/aviso-provider';
import { iniciarI18n } from '../../i18n/i18n';
import { LoginScreen } from '../../features/sesion/screens/login-screen';
import { TemaAplicacion } from '../tema-aplicacion';
import { estilosGlobales } from '../estilos-globales';
import { crearTema } from '../../lib/tema';
import { PREVIO } from '../../lib/previo';

/** The ids and marks of the pre-rendered page, for the build script that writes it into index.html. */
export { PREVIO };

/**
 * The domain as the page knows it before its configuration arrives: no business yet, so the default theme and the
 * drawn mark without a name. The real screen takes the brand's colours, logo and name when it replaces this one.
 */
const DOMINIO_POR_CONOCER: TDominio = {
  id: 0,
  negocio_id: 0,
  alias: '',
  tipo: null,
  parametros: { color1: '', color2: '', formato_numero: 'COP', logo: null, nombre_empresa: '' },
  atributos: { tipo_dominio: null, tipo_unidad: '' },
};

/**
 * What MUI does with script on a text field, done with CSS on the marks the script before the first paint sets
 * (antes-de-pintar.ts): a focused or filled field's label moves up into the opened outline (MUI's outlined, small
 * field), and a focused one takes the primary colour.
 */
function estilosDeCampos(): string {
  const primario = crearTema({ variante: 'indigo-oscuro', direccion: 'ltr' }).palette.primary.main;
  const c = `#${PREVIO.contenedor} .MuiFormControl-root`;
  const arriba = [PREVIO.foco, PREVIO.lleno].map((m) => `${c}[${m}]`);
  return [
    `${arriba.map((a) => `${a} .MuiInputLabel-root`).join(',')}{transform:translate(14px,-9px) scale(0.75);max-width:calc(133% - 32px)}`,
    `${arriba.map((a) => `${a} legend`).join(',')}{max-width:100%}`,
    `${c}[${PREVIO.foco}] .MuiInputLabel-root{color:${primario}}`,
    `${c}[${PREVIO.foco}] .MuiOutlinedInput-notchedOutline{border-color:${primario};border-width:2px}`,
  ].join('');
}

/**
 * The sign-in page as the app draws it for a visitor without a session, in Spanish, rendered at build time into
 * index.html (scripts/previo.mjs) so a phone paints it before any script arrives. Same components and theme as
 * the app (App's providers on the sign-in path), so the app's own page replaces it without a shift.
 * Returns the markup with Emotion's style tags inline (the build script moves them into <head>), and the rules for
 * its fields' states.
 */
export async function renderizarIngreso(): Promise<{ html: string; estilosCampos: string }> {
  await iniciarI18n('es');
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <DominioFijoProvider dominio={DOMINIO_POR_CONOCER}>
        <TemaAplicacion>
          {estilosGlobales}
          <AvisoProvider>
            <LoginScreen />
          </AvisoProvider>
        </TemaAplicacion>
      </DominioFijoProvider>
    </QueryClientProvider>,
  );
  if ((html.match(/<form /g) ?? []).length !== 1) throw new Error('the sign-in page should hold one form');
  // The script before the first paint holds a submit; should it be missing, `method="dialog"` outside a dialog makes
  // the browser send nothing, where the default (GET) would put the password in the address.
  return { html: html.replace('<form ', '<form method="dialog" '), estilosCampos: estilosDeCampos() };
}
