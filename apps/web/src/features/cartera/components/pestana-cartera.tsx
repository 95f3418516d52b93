import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { TFacturaPendiente, TRecaudo } from '@eds/contracts/cartera';
import { ConLetra } from '../../../components/acciones/con-letra';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import { descargarArchivo, type ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { useFormato } from '../../../lib/formato';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { descargarEstadoCuenta, descargarRecibo, useCarteraCliente } from '../api/cartera';
import { FormularioRecaudo } from './formulario-recaudo';
import '../lib/mensajes-cartera';

const COLUMNAS_FACTURAS: ColumnaTabla<TFacturaPendiente>[] = [
  { clave: 'fecha_negocio', etiqueta: 'cartera.campos.fecha', tipo: 'fecha' },
  { clave: 'factura', etiqueta: 'cartera.campos.factura' },
  { clave: 'empresa', etiqueta: 'cartera.campos.estacion' },
  { clave: 'dias', etiqueta: 'cartera.campos.dias', tipo: 'numero', decimales: 0 },
  { clave: 'valor', etiqueta: 'cartera.campos.valor', tipo: 'dinero' },
  { clave: 'pagado', etiqueta: 'cartera.campos.pagado', tipo: 'dinero' },
  { clave: 'pendiente', etiqueta: 'cartera.campos.pendiente', tipo: 'dinero' },
];

const COLUMNAS_RECAUDOS: ColumnaTabla<TRecaudo>[] = [
  { clave: 'consecutivo', etiqueta: 'cartera.campos.recibo', tipo: 'numero', decimales: 0 },
  { clave: 'fecha', etiqueta: 'cartera.campos.fecha', tipo: 'fechaHora' },
  { clave: 'empresa', etiqueta: 'cartera.campos.estacion' },
  { clave: 'medio_pago', etiqueta: 'cartera.campos.medio' },
  { clave: 'valor', etiqueta: 'cartera.campos.valor', tipo: 'dinero' },
];

/**
 * A customer's cartera (SCREENS.md G20): balance, ageing 0–30 / 31–60 / 61–90 / >90 days, quota and available, the
 * unpaid invoices oldest first, the collections with their receipts, `Registrar recaudo` (letter C) and the statement
 * (letter E). The customer screen shows it as its Cartera tab.
 */
export function PestanaCartera({ clienteId }: { clienteId: number }) {
  const { t } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const usuario = useUsuario();
  const cartera = useCarteraCliente(clienteId);
  const [recaudando, setRecaudando] = useState(false);

  const descargar = async (pedir: () => ReturnType<typeof descargarRecibo>) => {
    try {
      const r = await pedir();
      descargarArchivo(r.archivo, r.nombre);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  if (cartera.isError) return <EstadoError onReintentar={() => void cartera.refetch()} />;
  const c = cartera.data;
  const cifras: [string, string | null | undefined][] = [
    ['cartera.campos.saldo', c?.saldo],
    ['cartera.edades.d0_30', c?.d0_30],
    ['cartera.edades.d31_60', c?.d31_60],
    ['cartera.edades.d61_90', c?.d61_90],
    ['cartera.edades.d90_mas', c?.d90_mas],
    ['cartera.campos.cupo', c?.cupo],
    ['cartera.campos.disponible', c?.disponible],
  ];
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          {c ? `${c.nombre} · ${c.identificacion}` : t('cartera.titulo')}
        </Typography>
        <ConLetra letra="C">
          <Button variant="contained" disabled={!c || Number(c.saldo) <= 0} onClick={() => setRecaudando(true)}>
            {t('cartera.registrarRecaudo')}
          </Button>
        </ConLetra>
        <ConLetra letra="E">
          <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void descargar(() => descargarEstadoCuenta(clienteId))}>
            {t('cartera.estadoCuenta')}
          </Button>
        </ConLetra>
      </Box>
      <Box
        role="group"
        aria-label={t('cartera.edades.titulo')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
      >
        {cifras.map(([etiqueta, valor]) => (
          <Box key={etiqueta}>
            <Card variant="outlined">
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="caption" color="text.secondary">
                  {t(etiqueta)}
                </Typography>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-cifra={etiqueta}>
                  {valor === null || valor === undefined ? '—' : f.dinero(valor)}
                </Typography>
              </CardContent>
            </Card>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('cartera.facturasPendientes')}
      </Typography>
      <TablaDatos<TFacturaPendiente>
        columnas={COLUMNAS_FACTURAS}
        datos={c?.facturas ?? []}
        cargando={cartera.isPending}
        titulo="cartera.facturasPendientes"
        nombreArchivo="cartera_facturas"
        exportable={tiene('E')}
        idFila={(x) => String(x.venta_id)}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('cartera.recaudos')}
      </Typography>
      <TablaDatos<TRecaudo>
        columnas={COLUMNAS_RECAUDOS}
        datos={c?.recaudos ?? []}
        cargando={cartera.isPending}
        titulo="cartera.recaudos"
        nombreArchivo="cartera_recaudos"
        exportable={tiene('E')}
        idFila={(x) => String(x.id)}
        accionesFila={(x) => (
          <BotonAccion
            letra="R"
            etiqueta={t('cartera.recibo')}
            icono={<PictureAsPdf />}
            onClick={() => void descargar(() => descargarRecibo(x.id))}
          />
        )}
      />
      {recaudando && c ? (
        <FormularioRecaudo
          clienteId={clienteId}
          empresaId={usuario.empresas_id}
          facturas={c.facturas}
          onCerrar={() => setRecaudando(false)}
        />
      ) : null}
    </Stack>
  );
}
