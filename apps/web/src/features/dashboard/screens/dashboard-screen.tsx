import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUsuario } from '../../../lib/sesion';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useEstaciones, type Estacion } from '../api/estaciones';
import { TarjetaEmpresa } from '../components/tarjeta-empresa';

type FilaEstacion = Estacion & { tipoTexto: string };

const COLUMNAS: ColumnaTabla<FilaEstacion>[] = [
  { clave: 'idEds', etiqueta: 'dashboard.columnas.id', tipo: 'texto', ancho: 80, anchoExcel: 8 },
  { clave: 'alias', etiqueta: 'dashboard.columnas.alias', anchoExcel: 32 },
  { clave: 'razon_social', etiqueta: 'dashboard.columnas.razonSocial', anchoExcel: 48 },
  { clave: 'tipoTexto', etiqueta: 'dashboard.columnas.tipo', ancho: 100, anchoExcel: 12 },
  { clave: 'ciudad', etiqueta: 'dashboard.columnas.ciudad', anchoExcel: 22 },
  { clave: 'departamento', etiqueta: 'dashboard.columnas.departamento', anchoExcel: 22 },
  { clave: 'pais', etiqueta: 'dashboard.columnas.pais', ancho: 120, anchoExcel: 14 },
];

/**
 * The landing page after sign-in. The dashboard widgets are a later piece of work; today it shows
 * the user's company and the stations they can see.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstaciones(usuario.infoDominio.negocio_id);
  const filas: FilaEstacion[] = (estaciones.data ?? []).map((e) => ({
    ...e,
    tipoTexto: t(`empresa.tipo.${e.tipo}`, { defaultValue: String(e.tipo) }),
  }));

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('dashboard.titulo')}
      </Typography>
      <TarjetaEmpresa totalEstaciones={estaciones.data?.length} />
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('dashboard.estaciones')}
        </Typography>
        {estaciones.isError ? <Alert severity="error">{t('mensajes.errorGenerico')}</Alert> : null}
        <TablaDatos
          columnas={COLUMNAS}
          datos={filas}
          cargando={estaciones.isPending}
          titulo="dashboard.estaciones"
          nombreArchivo="estaciones"
        />
      </Stack>
    </Stack>
  );
}
