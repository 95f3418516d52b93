import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { sumarDias, textoBogota } from '@eds/contracts/dia-operativo';
import { MENSAJES_FACTURADOR, type TRemisionPendiente } from '@eds/contracts/facturacion/facturador';
import { ConLetra } from '../../../../components/acciones/con-letra';
import { useConfirmacion } from '../../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../../components/formulario/avisar-error';
import { FiltroFecha } from '../../../../components/lista/filtro-fecha';
import type { OpcionFiltro } from '../../../../components/lista/filtro-opcion';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { TablaDatos } from '../../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { usePermisos } from '../../../../lib/permisos';
import { useCatalogoFacturador, useFacturarRemisiones, useRemisionesPendientes } from '../../api/facturador';
import { SelectorEstacion } from './selector-estacion';

const COLUMNAS: ColumnaTabla<TRemisionPendiente>[] = [
  { clave: 'numero', etiqueta: 'facturacionElectronica.facturador.remisiones.numero' },
  { clave: 'fecha', etiqueta: 'facturacionElectronica.campos.fecha', tipo: 'fechaHora' },
  { clave: 'fecha_negocio', etiqueta: 'facturacionElectronica.facturador.remisiones.dia', tipo: 'fecha' },
  { clave: 'tipo_negocio', etiqueta: 'facturacionElectronica.facturador.tipoNegocio' },
  { clave: 'placa', etiqueta: 'facturacionElectronica.facturador.placa' },
  { clave: 'total', etiqueta: 'facturacionElectronica.campos.total', tipo: 'dinero' },
];

/**
 * The Facturador's Remisiones tab (SCREENS.md G16): Estación*, Cliente* and a range of business days list the
 * customer's delivery notes not invoiced yet (within the station's REMISION_DIAS_FACTURAR); the ones chosen become one
 * electronic invoice (C) after '¿Está seguro de facturar las remisiones seleccionadas? …'. With REMISION_AGRUPAR_CLIENTE
 * off, one note at a time.
 */
export function PestanaRemisiones({ estaciones }: { estaciones: readonly OpcionFiltro<number>[] }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const hoy = textoBogota(new Date()).slice(0, 10);
  const [empresa, setEmpresa] = useState<number | null>(estaciones.length === 1 ? estaciones[0].valor : null);
  const [cliente, setCliente] = useState<number | null>(null);
  const [desde, setDesde] = useState<string | null>(sumarDias(hoy, -30));
  const [hasta, setHasta] = useState<string | null>(hoy);
  const [elegidas, setElegidas] = useState<ReadonlySet<number>>(new Set());
  const catalogo = useCatalogoFacturador(empresa);
  const consulta =
    empresa !== null && cliente !== null && desde && hasta
      ? { empresa_id: empresa, cliente_id: cliente, fecha_inicio: desde, fecha_fin: hasta }
      : null;
  const pendientes = useRemisionesPendientes(consulta);
  const facturar = useFacturarRemisiones();
  const { confirmar, dialogo } = useConfirmacion();
  const filas = useMemo(() => pendientes.data?.remisiones ?? [], [pendientes.data]);
  const total = filas.filter((r) => elegidas.has(r.venta_id)).reduce((s, r) => s + r.total, 0);

  const cambiar = (id: number) =>
    setElegidas((antes) => {
      const nuevo = new Set(pendientes.data?.agrupar_cliente === false ? [] : antes);
      if (antes.has(id)) nuevo.delete(id);
      else nuevo.add(id);
      return nuevo;
    });

  const emitir = async () => {
    if (empresa === null || cliente === null || elegidas.size === 0) return;
    if (!(await confirmar(traducirMensaje(t, MENSAJES_FACTURADOR.confirmarRemisiones)))) return;
    try {
      const r = await facturar.mutateAsync({ empresa_id: empresa, cliente_id: cliente, remisiones: [...elegidas] });
      enqueueSnackbar(t('facturacionElectronica.facturador.remisiones.facturadas', { numero: r.data.numero }), { variant: 'success' });
      setElegidas(new Set());
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SelectorEstacion
          estaciones={estaciones}
          valor={empresa}
          onCambiar={(v) => {
            setEmpresa(v);
            setCliente(null);
            setElegidas(new Set());
          }}
        />
        <TextField
          select
          size="small"
          name="cliente_id"
          label={t('facturacionElectronica.facturador.cliente')}
          value={cliente ?? ''}
          onChange={(e) => {
            setCliente(e.target.value === '' ? null : Number(e.target.value));
            setElegidas(new Set());
          }}
          disabled={empresa === null}
          sx={{ minInlineSize: 260 }}
        >
          {(catalogo.data?.clientes ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {`${c.identificacion} ${c.nombre}`}
            </MenuItem>
          ))}
        </TextField>
        <FiltroFecha etiqueta={t('facturacionElectronica.campos.desde')} valor={desde} onCambiar={setDesde} />
        <FiltroFecha etiqueta={t('facturacionElectronica.campos.hasta')} valor={hasta} onCambiar={setHasta} />
      </Stack>
      {consulta === null ? (
        <Alert severity="info">{t('facturacionElectronica.facturador.remisiones.elija')}</Alert>
      ) : pendientes.isError ? (
        <Alert severity="error">{traducirMensaje(t, pendientes.error.message)}</Alert>
      ) : (
        <>
          {pendientes.data ? (
            <Typography variant="body2" color="text.secondary">
              {t(
                pendientes.data.agrupar_cliente
                  ? 'facturacionElectronica.facturador.remisiones.reglaAgrupa'
                  : 'facturacionElectronica.facturador.remisiones.reglaUna',
                { dias: pendientes.data.dias_facturar },
              )}
            </Typography>
          ) : null}
          <TablaDatos
            titulo="facturacionElectronica.facturador.remisiones.titulo"
            nombreArchivo="remisiones_pendientes"
            columnas={COLUMNAS}
            datos={filas}
            cargando={pendientes.isPending}
            exportable={tiene('E')}
            idFila={(r) => String(r.venta_id)}
            accionesFila={(r) => (
              <Checkbox
                size="small"
                checked={elegidas.has(r.venta_id)}
                onChange={() => cambiar(r.venta_id)}
                slotProps={{ input: { 'aria-label': t('facturacionElectronica.facturador.remisiones.elegir', { numero: r.numero }) } }}
              />
            )}
          />
          <ConLetra letra="C">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
              <Typography>
                {t('facturacionElectronica.facturador.remisiones.seleccion', { n: elegidas.size, total: total.toLocaleString() })}
              </Typography>
              <Button variant="contained" disabled={elegidas.size === 0 || facturar.isPending} onClick={() => void emitir()}>
                {t('facturacionElectronica.facturador.remisiones.facturar')}
              </Button>
            </Stack>
          </ConLetra>
        </>
      )}
      {dialogo}
    </Stack>
  );
}
