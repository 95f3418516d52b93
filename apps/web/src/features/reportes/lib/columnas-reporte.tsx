import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { COLORES_CELDA, TIPOS_NUMERICOS, colorDeCelda, type ColumnaReporte, type DefinicionReporte } from '@eds/contracts/reportes/motor';
import type { ColumnaTabla, TipoColumna } from '../../../components/tabla/columnas';
import type { Formateador } from '../../../lib/formato';
import { textoDe } from '../../../lib/texto';
import type { FiltrosPantalla } from './consulta-url';
import { urlEnlace } from './enlaces';
import type { FilaTabla } from './filas-tabla';

const TIPO_TABLA: Record<ColumnaReporte['tipo'], TipoColumna> = {
  texto: 'texto',
  entero: 'numero',
  dinero: 'dinero',
  volumen: 'numero',
  decimal: 'numero',
  porcentaje: 'numero',
  lectura: 'numero',
  fecha: 'fecha',
  fechaHora: 'fechaHora',
};

/** A figure as the screen shows it: money `$1.234,56`, `1.234,56`, `12,34 %`, `—` where there was nothing to divide. */
export function textoCifra(valor: unknown, c: ColumnaReporte, f: Formateador): string {
  if (valor === null || valor === undefined) return TIPOS_NUMERICOS.has(c.tipo) ? '—' : '';
  switch (c.tipo) {
    case 'dinero':
      return f.dinero(valor as number);
    case 'entero':
      return f.numero(valor as number, 0);
    case 'lectura':
      return f.numero(valor as number, 3);
    case 'porcentaje':
      return `${f.numero(valor as number)} %`;
    case 'volumen':
    case 'decimal':
      return f.numero(valor as number);
    case 'fecha':
      return f.fecha(valor as string);
    case 'fechaHora':
      return f.fechaHora(valor as string);
    default:
      return textoDe(valor);
  }
}

/**
 * The translation key of a column's title: the report's own (`reportes.columnasDe.<ruta>.<clave>`) where one key means
 * something else in that report (the gallons of a price), else the shared one (`reportes.columnas.<clave>`).
 */
export function claveColumna(ruta: string, clave: string, existe: (k: string) => boolean): string {
  const propia = `reportes.columnasDe.${ruta}.${clave}`;
  return existe(propia) ? propia : `reportes.columnas.${clave}`;
}

/** The columns the screen shows: those not hidden by default, the grouping keys chosen, the station when several are chosen. */
export function columnasVisibles(d: DefinicionReporte, filtros: FiltrosPantalla): ColumnaReporte[] {
  const agrupar = filtros.filtros.agrupar as readonly string[] | undefined;
  const conEstacion = filtros.estaciones.length > 1 || d.subtotales === false;
  return d.columnas.filter((c) => !c.oculta && (!c.grupo || agrupar?.includes(c.grupo)) && (c.clave !== 'estacion' || conEstacion));
}

/**
 * The table's columns of a report: numbers right-aligned and red when negative, drill-down links on the columns that
 * have one (when their screen is built), the Subtotal and TOTALES rows in bold with their label in the first column.
 */
export function columnasReporte(
  d: DefinicionReporte,
  filtros: FiltrosPantalla,
  f: Formateador,
  construida: (link: string) => boolean,
  existe: (clave: string) => boolean,
): ColumnaTabla<FilaTabla>[] {
  return columnasVisibles(d, filtros).map((c, i) => ({
    clave: c.clave,
    etiqueta: claveColumna(d.ruta, c.clave, existe),
    tipo: TIPO_TABLA[c.tipo],
    ordenable: c.ordenable !== false,
    celda: (fila) => {
      if (fila.__tipo) {
        const texto = i === 0 ? fila.__etiqueta : c.pie ? textoCifra(fila[c.clave], c, f) : '';
        return (
          <Box component="strong" sx={{ color: negativo(fila[c.clave], c) ? 'error.main' : undefined }}>
            {texto}
          </Box>
        );
      }
      const texto = textoCifra(fila[c.clave], c, f);
      const url = c.enlace && construida(c.enlace.destino) ? urlEnlace(c.enlace, fila, filtros) : null;
      const contenido = url ? (
        <Link component={RouterLink} to={url} underline="always">
          {texto}
        </Link>
      ) : negativo(fila[c.clave], c) ? (
        <Box component="span" sx={{ color: 'error.main' }}>
          {texto}
        </Box>
      ) : (
        texto
      );
      // The column's colour rule (REPORTS.md's coloured cells), the same the server applies to the files.
      const color = colorDeCelda(c, fila);
      if (!color) return contenido;
      return (
        <Box
          component="span"
          data-color={color}
          sx={{ display: 'inline-block', px: 0.75, borderRadius: 0.5, bgcolor: `#${COLORES_CELDA[color]}`, color: 'rgba(0, 0, 0, 0.87)' }}
        >
          {contenido}
        </Box>
      );
    },
  }));
}

const negativo = (valor: unknown, c: ColumnaReporte) => TIPOS_NUMERICOS.has(c.tipo) && typeof valor === 'number' && valor < 0;
