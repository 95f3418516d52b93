import { useTranslation } from 'react-i18next';
import type { CampoFiltroReporte } from '@eds/contracts/reportes/motor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { useOpcionesReporte } from '../api/opciones-reporte';
import type { FiltrosPantalla } from '../lib/consulta-url';

/** A report filter's place in the bar's values. */
const nombreFiltro = (clave: string): `filtros.${string}` => `filtros.${clave}`;

/** A list filter: its options for the stations chosen, each shown with its station when several are. */
function CampoLista({
  ruta,
  campo,
  estaciones,
}: {
  ruta: string;
  campo: Extract<CampoFiltroReporte, { tipo: 'lista' }>;
  estaciones: readonly number[];
}) {
  const { t } = useTranslation();
  const opciones = useOpcionesReporte(ruta, campo.lista, estaciones);
  return (
    <CampoSeleccion<FiltrosPantalla>
      nombre={nombreFiltro(campo.clave)}
      etiqueta={`reportes.filtros.${campo.clave}`}
      opciones={(opciones.data ?? []).map((o) => ({ valor: o.valor, texto: o.etiqueta }))}
      cargando={opciones.isPending}
      vacio={t('reportes.filtros.todos')}
    />
  );
}

/** One of a report's own filters, after the base ones, by its kind: fixed options, a list from the server or a number. */
export function CampoFiltro({ ruta, campo, estaciones }: { ruta: string; campo: CampoFiltroReporte; estaciones: readonly number[] }) {
  const { t } = useTranslation();
  const nombre = nombreFiltro(campo.clave);
  const etiqueta = `reportes.filtros.${campo.clave}`;
  if (campo.tipo === 'lista') return <CampoLista ruta={ruta} campo={campo} estaciones={estaciones} />;
  if (campo.tipo === 'numero') return <CampoNumero<FiltrosPantalla> nombre={nombre} etiqueta={etiqueta} entero />;
  const opciones = campo.opciones.map((o) => ({ valor: o, texto: t(`reportes.opciones.${campo.clave}.${o}`) }));
  if (campo.multiple) return <CampoSeleccionMultiple<FiltrosPantalla> nombre={nombre} etiqueta={etiqueta} opciones={opciones} />;
  return <CampoSeleccion<FiltrosPantalla> nombre={nombre} etiqueta={etiqueta} opciones={opciones} vacio={t('reportes.filtros.todos')} />;
}
