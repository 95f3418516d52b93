import { useMemo, useState } from 'react';
import { Chip, MenuItem, TextField } from '@mui/material';
import Block from '@mui/icons-material/BlockOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { TIPOS_NEGOCIO_ANULACION, type TVentaAnulable } from '@eds/contracts/facturacion/anulacion';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { letrasDelModulo } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { ventasAnulablesQueryOptions } from '../api/anulacion';
import { FormularioAnulacion } from '../components/formulario-anulacion';
import { FormularioRefactura } from '../components/formulario-refactura';
import { COLOR_ESTADO_FE } from '../lib/estados';
import '../lib/mensajes';

type TipoNegocio = (typeof TIPOS_NEGOCIO_ANULACION)[number];

interface FiltroVentas {
  empresa_id: number;
  fecha: string;
  numero: string | null;
  tipo_negocio: TipoNegocio | null;
}

/**
 * Anulación de ventas (SCREENS.md G16: `/acciones/anulacionventas`, every business type with a selector;
 * `/cc/anulacion-venta-kiosco`, fixed to kiosk sales): find the sale by station, business day and number, then
 * Anular (N) with Motivo* and Observación*. An annulled sale shows its reason and cannot be annulled again.
 */
export function AnulacionVentasScreen({ tipoFijo }: { tipoFijo?: TipoNegocio }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [anulando, setAnulando] = useState<TVentaAnulable | null>(null);
  const [refacturando, setRefacturando] = useState<TVentaAnulable | null>(null);
  // 'Anular y refacturar' issues an invoice too: it needs the Facturador's C besides this screen's N.
  const puedeFacturar = letrasDelModulo(usuario.modulos, '/acciones/facturador').includes('C');
  const columnas = useMemo<ColumnaTabla<TVentaAnulable>[]>(
    () => [
      { clave: 'estacion', etiqueta: 'facturacionElectronica.anulacion.campos.estacion' },
      { clave: 'numero', etiqueta: 'facturacionElectronica.anulacion.campos.numero', ordenable: true, ancho: 150 },
      { clave: 'fecha', etiqueta: 'facturacionElectronica.anulacion.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      {
        clave: 'tipo_negocio',
        etiqueta: 'facturacionElectronica.anulacion.campos.tipoNegocio',
        ancho: 140,
        valor: (v) => t(`facturacionElectronica.anulacion.tipos.${v.tipo_negocio}`),
      },
      { clave: 'total', etiqueta: 'facturacionElectronica.anulacion.campos.total', tipo: 'dinero', ordenable: true, ancho: 140 },
      { clave: 'cliente', etiqueta: 'facturacionElectronica.anulacion.campos.cliente', valor: (v) => v.cliente ?? '—' },
      {
        clave: 'estado',
        etiqueta: 'facturacionElectronica.anulacion.campos.estado',
        ancho: 140,
        valor: (v) => t(`facturacionElectronica.anulacion.estados.${v.estado}`),
        celda: (v) => (
          <Chip
            size="small"
            color={v.estado === 'ANULADA' ? 'error' : 'success'}
            label={t(`facturacionElectronica.anulacion.estados.${v.estado}`)}
          />
        ),
      },
      {
        clave: 'estado_fe',
        etiqueta: 'facturacionElectronica.anulacion.campos.estadoFe',
        ancho: 180,
        valor: (v) => (v.estado_fe === null ? '—' : t(`facturacionElectronica.estados.${v.estado_fe}`)),
        celda: (v) =>
          v.estado_fe === null ? (
            '—'
          ) : (
            <Chip
              size="small"
              variant="outlined"
              color={COLOR_ESTADO_FE[v.estado_fe] ?? 'default'}
              label={t(`facturacionElectronica.estados.${v.estado_fe}`)}
            />
          ),
      },
      {
        clave: 'motivo',
        etiqueta: 'facturacionElectronica.anulacion.campos.motivo',
        valor: (v) => [v.motivo, v.observacion].filter(Boolean).join(' — '),
      },
    ],
    [t],
  );

  if (opciones.length === 0) return null;
  const iniciales: FiltroVentas = {
    empresa_id: Number(opciones[0].valor),
    fecha: diaOperativo(new Date()),
    numero: null,
    tipo_negocio: tipoFijo ?? null,
  };

  return (
    <>
      <PantallaLista
        titulo={tipoFijo ? 'facturacionElectronica.anulacion.tituloKiosco' : 'facturacionElectronica.anulacion.titulo'}
        entidad="facturacionElectronica.anulacion.entidad"
        nombreArchivo="anulacion_ventas"
        columnas={columnas}
        opciones={(c) => ventasAnulablesQueryOptions({ ...c, tipo_negocio: tipoFijo ?? c.tipo_negocio })}
        filtros={{
          iniciales,
          render: (valores, cambiar) => (
            <>
              <TextField
                select
                required
                size="small"
                label={t('facturacionElectronica.anulacion.campos.estacion')}
                value={valores.empresa_id}
                onChange={(e) => cambiar({ empresa_id: Number(e.target.value) })}
                sx={{ minInlineSize: 240 }}
              >
                {opciones.map((o) => (
                  <MenuItem key={o.valor} value={o.valor}>
                    {o.texto}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="date"
                required
                size="small"
                label={t('facturacionElectronica.anulacion.campos.dia')}
                value={valores.fecha}
                onChange={(e) => e.target.value && cambiar({ fecha: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                label={t('facturacionElectronica.anulacion.campos.numero')}
                value={valores.numero ?? ''}
                onChange={(e) => cambiar({ numero: e.target.value || null })}
                slotProps={{ htmlInput: { maxLength: 30 } }}
              />
              {tipoFijo ? null : (
                <TextField
                  select
                  size="small"
                  label={t('facturacionElectronica.anulacion.campos.tipoNegocio')}
                  value={valores.tipo_negocio ?? ''}
                  onChange={(e) => cambiar({ tipo_negocio: (e.target.value || null) as TipoNegocio | null })}
                  sx={{ minInlineSize: 180 }}
                >
                  <MenuItem value="">
                    <em>{t('facturacionElectronica.anulacion.todosTipos')}</em>
                  </MenuItem>
                  {TIPOS_NEGOCIO_ANULACION.map((x) => (
                    <MenuItem key={x} value={x}>
                      {t(`facturacionElectronica.anulacion.tipos.${x}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </>
          ),
        }}
        accionesFila={(v) => (
          <>
            <BotonAccion
              letra="N"
              etiqueta={t('facturacionElectronica.anulacion.anularDe', { numero: v.numero })}
              icono={<Block />}
              color="error"
              deshabilitado={v.estado === 'ANULADA'}
              onClick={() => setAnulando(v)}
            />
            {puedeFacturar ? (
              <BotonAccion
                letra="N"
                etiqueta={t('facturacionElectronica.facturador.refacturarDe', { numero: v.numero })}
                icono={<ReceiptLong />}
                color="warning"
                deshabilitado={v.estado === 'ANULADA' || v.estado_fe === null}
                onClick={() => setRefacturando(v)}
              />
            ) : null}
          </>
        )}
        idFila={(v) => String(v.id)}
      />
      {anulando ? <FormularioAnulacion venta={anulando} onCerrar={() => setAnulando(null)} /> : null}
      {refacturando ? <FormularioRefactura venta={refacturando} onCerrar={() => setRefacturando(null)} /> : null}
    </>
  );
}
