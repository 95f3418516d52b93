import { createTheme, alpha, getContrastRatio, lighten, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { TipoDominio } from '@eds/contracts/constantes';

/** Colours of the shell chrome that each brand theme decides (header and side menu). */
export interface ColoresMarco {
  fondoCabecera: string;
  textoCabecera: string;
  fondoMenu: string;
  textoMenu: string;
  fondoMenuCabecera: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    marco: ColoresMarco;
  }
  interface ThemeOptions {
    marco?: ColoresMarco;
  }
}

/**
 * The three brand themes of the spec: one for the first brand, one shared by the two further
 * brands, and dark indigo for anything else (the default).
 */
export type VarianteTema = 'datagas' | 'marca' | 'indigo-oscuro';

export function varianteDeDominio(tipo: TipoDominio | null | undefined): VarianteTema {
  if (tipo === 'DATAGAS') return 'datagas';
  if (tipo === 'TERPEL' || tipo === 'FUELLY') return 'marca';
  return 'indigo-oscuro';
}

export const INDIGO_OSCURO = { primario: '#3949ab', secundario: '#ff4081', fondoMenu: '#1b1f3b' } as const;

/** Preset colours offered by the theme customiser, besides the domain's own. */
export const COLORES_PERSONALIZABLES = ['#3949ab', '#1a237e', '#00796b', '#d32f2f', '#6a1b9a', '#ef6c00', '#455a64'] as const;

export interface OpcionesTema {
  variante: VarianteTema;
  color1?: string;
  color2?: string;
  colorPrimario?: string | null;
  oscuro?: boolean;
  direccion: 'ltr' | 'rtl';
  /** The person asked their system for less motion: no transitions, no ripples (WCAG 2.3.3). */
  movimientoReducido?: boolean;
}

/**
 * Theme parts for less motion: every MUI transition lasts 0 ms (dialogs, drawers, menus, popovers, collapses,
 * tooltips, accordions) and buttons draw no ripple, so a surface is there as soon as it is asked for.
 */
const SIN_MOVIMIENTO: Pick<ThemeOptions, 'transitions' | 'components'> = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiDialog: { defaultProps: { transitionDuration: 0 } },
    MuiDrawer: { defaultProps: { transitionDuration: 0 } },
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiCollapse: { defaultProps: { timeout: 0 } },
    MuiTooltip: { defaultProps: { slotProps: { transition: { timeout: 0 } } } },
    MuiAccordion: { defaultProps: { slotProps: { transition: { timeout: 0 } } } },
    MuiBackdrop: { defaultProps: { transitionDuration: 0 } },
  },
};

const esColor = (c: string | undefined | null): c is string => typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c);

export function crearTema(o: OpcionesTema): Theme {
  const base = o.variante === 'indigo-oscuro' ? INDIGO_OSCURO.primario : esColor(o.color1) ? o.color1 : INDIGO_OSCURO.primario;
  const primario = esColor(o.colorPrimario) ? o.colorPrimario : base;
  const secundario = o.variante !== 'indigo-oscuro' && esColor(o.color2) ? o.color2 : INDIGO_OSCURO.secundario;
  const oscuro = o.oscuro === true;
  const papel = oscuro ? '#1e2235' : '#ffffff';
  // A deep brand colour disappears on the dark theme's paper: lighten it until text and chips read.
  const primarioLegible = oscuro && getContrastRatio(primario, papel) < 3 ? lighten(primario, 0.45) : primario;

  const marco: ColoresMarco =
    o.variante === 'datagas'
      ? {
          fondoCabecera: primario,
          textoCabecera: '#ffffff',
          fondoMenu: papel,
          textoMenu: oscuro ? '#e8eaf6' : '#263238',
          fondoMenuCabecera: primario,
        }
      : o.variante === 'marca'
        ? {
            fondoCabecera: papel,
            textoCabecera: oscuro ? '#ffffff' : '#263238',
            fondoMenu: papel,
            textoMenu: oscuro ? '#e8eaf6' : '#263238',
            fondoMenuCabecera: primario,
          }
        : {
            fondoCabecera: oscuro ? '#14172b' : '#252a4a',
            textoCabecera: '#ffffff',
            fondoMenu: INDIGO_OSCURO.fondoMenu,
            textoMenu: '#e8eaf6',
            fondoMenuCabecera: '#12152b',
          };

  const tema: ThemeOptions = {
    direction: o.direccion,
    marco,
    palette: {
      mode: oscuro ? 'dark' : 'light',
      primary: { main: primarioLegible },
      secondary: { main: secundario },
      background: { default: oscuro ? '#151827' : '#f3f5fa', paper: papel },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
      // Button texts show as the spec writes them ('Entrar', 'ENVIAR'), not forced to capitals.
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiListItemButton: {
        styleOverrides: { root: { borderRadius: 8, '&.Mui-selected': { backgroundColor: alpha(primarioLegible, 0.18) } } },
      },
    },
  };
  if (!o.movimientoReducido) return createTheme(tema);
  return createTheme({
    ...tema,
    transitions: SIN_MOVIMIENTO.transitions,
    components: { ...tema.components, ...SIN_MOVIMIENTO.components },
  });
}
