import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEstadoFacturacion } from '@eds/contracts/facturacion/parametrizacion';
import { EstadoError } from '../../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { TablaDatos } from '../../../../components/tabla/tabla-datos';
import { usePermisos } from '../../../../lib/permisos';
import { useEstadosFacturacion } from '../../api/parametrizacion';

/** Estados: the electronic invoice's states (`parametrizacion/getEstadosFacturacion`) and how many invoices of the user's stations hold each. */
export function TabEstados() {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const estados = useEstadosFacturacion();
  const columnas = useMemo<ColumnaTabla<TEstadoFacturacion>[]>(
    () => [
      { clave: 'id', etiqueta: 'feParametrizacion.campos.codigo', tipo: 'numero', decimales: 0, ancho: 100 },
      { clave: 'descripcion', etiqueta: 'feParametrizacion.campos.descripcion', valor: (x) => t(`facturacionElectronica.estados.${x.id}`) },
      { clave: 'facturas', etiqueta: 'feParametrizacion.estados.facturas', tipo: 'numero', decimales: 0, ancho: 140 },
    ],
    [t],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('feParametrizacion.estados.titulo')}
      </Typography>
      {estados.isError ? (
        <EstadoError onReintentar={() => void estados.refetch()} />
      ) : (
        <TablaDatos
          columnas={columnas}
          datos={estados.data ?? []}
          cargando={estados.isPending}
          titulo="feParametrizacion.estados.titulo"
          nombreArchivo="estados_facturacion"
          exportable={tiene('E')}
          idFila={(x) => String(x.id)}
        />
      )}
    </Stack>
  );
}
