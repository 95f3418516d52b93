import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { redondearA50, type TRemarcacionProducto } from '@eds/contracts/inventario-remarcacion';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useFormato } from '../../../lib/formato';
import { useProductosRemarcacion } from '../api/remarcacion';

/** A typed price: a positive number, or nothing. */
const leerPrecio = (texto: string | undefined): number | null => {
  if (texto === undefined || texto.trim() === '') return null;
  const v = Number(texto.replace(',', '.'));
  return Number.isFinite(v) && v > 0 ? Math.round(v * 100) / 100 : null;
};

const margen = (precio: number | null, costo: number) => (precio === null || precio <= 0 ? null : ((precio - costo) * 100) / precio);

interface Props {
  /** The grid's rows as last loaded, so the save can compare the new prices with the costs. */
  onFilas: (filas: readonly TRemarcacionProducto[]) => void;
}

/**
 * The re-marking grid (SCREENS.md G13): the chosen station's goods of the business type (of the supplier, and of the
 * category chosen here) with average cost, current price and margin, and the new price typed per row or applied as a
 * percentage to the selection, rounded to $50. The rows with a new price become the form's `lineas` (the stock on
 * hand as quantity) and the warehouse its `bodega_id`.
 */
export function GrillaRemarcacion({ onFilas }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  const { setValue, formState } = useFormContext();
  const [empresa, tipo, proveedor] = useWatch({ name: ['empresa_id', 'tipo_negocio', 'filtro_proveedor'] }) as [
    number | null,
    'S' | 'K' | null,
    number | null,
  ];
  const consulta = useProductosRemarcacion({ empresa_id: empresa ?? null, tipo_negocio: tipo ?? null, proveedor_id: proveedor ?? null });
  const [categoria, setCategoria] = useState<string>('');
  const [nuevos, setNuevos] = useState<Record<number, string>>({});
  const [seleccion, setSeleccion] = useState<ReadonlySet<number>>(new Set());
  const [porcentaje, setPorcentaje] = useState('');

  const todas = useMemo(() => consulta.data?.productos ?? [], [consulta.data]);
  const categorias = useMemo(() => [...new Set(todas.map((p) => p.categoria).filter((c): c is string => c !== null))].sort(), [todas]);
  const filas = useMemo(() => (categoria ? todas.filter((p) => p.categoria === categoria) : todas), [todas, categoria]);

  useEffect(() => onFilas(todas), [todas, onFilas]);
  useEffect(() => {
    if (consulta.data) setValue('bodega_id', consulta.data.bodega_id);
  }, [consulta.data, setValue]);
  useEffect(() => {
    const lineas = todas.flatMap((p) => {
      const precio = leerPrecio(nuevos[p.producto_id]);
      return precio === null ? [] : [{ producto_id: p.producto_id, cantidad: Math.max(p.existencia, 0), precio_nuevo: precio }];
    });
    setValue('lineas', lineas, { shouldDirty: lineas.length > 0, shouldValidate: formState.isSubmitted });
  }, [todas, nuevos, setValue, formState.isSubmitted]);

  const aplicar = () => {
    const pct = Number(porcentaje.replace(',', '.'));
    if (!Number.isFinite(pct)) return;
    setNuevos((actual) => {
      const siguiente = { ...actual };
      for (const p of filas)
        if (seleccion.has(p.producto_id) && p.precio_actual !== null)
          siguiente[p.producto_id] = String(redondearA50(p.precio_actual * (1 + pct / 100)));
      return siguiente;
    });
  };

  const error = (formState.errors.lineas as { message?: string } | undefined)?.message;
  if (empresa === null || empresa === undefined || !tipo) return <Alert severity="info">{t('remarcacion.elijaEstacion')}</Alert>;
  if (consulta.isPending)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>{t('remarcacion.cargando')}</Typography>
      </Stack>
    );
  if (consulta.isError) return <Alert severity="error">{traducirMensaje(t, consulta.error.message) || t('remarcacion.error')}</Alert>;

  const todasMarcadas = filas.length > 0 && filas.every((p) => seleccion.has(p.producto_id));
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('remarcacion.bodegaDocumento', { bodega: consulta.data.bodega })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={t('remarcacion.campos.categoria')}
          value={categoria}
          onChange={(e) => setCategoria(e.target.value)}
          sx={{ minInlineSize: 220 }}
        >
          <MenuItem value="">
            <em>{t('remarcacion.todasCategorias')}</em>
          </MenuItem>
          {categorias.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('remarcacion.porcentaje')}
          value={porcentaje}
          onChange={(e) => setPorcentaje(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
          sx={{ inlineSize: 140 }}
        />
        <Button variant="outlined" onClick={aplicar} disabled={seleccion.size === 0 || porcentaje.trim() === ''}>
          {t('remarcacion.aplicarPorcentaje')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {traducirMensaje(t, error)}
        </Alert>
      ) : null}
      {filas.length === 0 ? (
        <Alert severity="info">{t('remarcacion.sinProductos')}</Alert>
      ) : (
        <TableContainer sx={{ maxBlockSize: 420 }}>
          <Table size="small" stickyHeader aria-label={t('remarcacion.grilla')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={todasMarcadas}
                    indeterminate={!todasMarcadas && filas.some((p) => seleccion.has(p.producto_id))}
                    onChange={() => setSeleccion(todasMarcadas ? new Set() : new Set(filas.map((p) => p.producto_id)))}
                    slotProps={{ input: { 'aria-label': t('remarcacion.seleccionarTodos') } }}
                  />
                </TableCell>
                <TableCell>{t('remarcacion.campos.producto')}</TableCell>
                <TableCell align="right">{t('remarcacion.campos.existencia')}</TableCell>
                <TableCell align="right">{t('remarcacion.campos.costo')}</TableCell>
                <TableCell align="right">{t('remarcacion.campos.precioActual')}</TableCell>
                <TableCell align="right">{t('remarcacion.campos.margen')}</TableCell>
                <TableCell>{t('remarcacion.campos.nuevoPrecio')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {filas.map((p) => {
                const nombre = `${p.codigo} ${p.descripcion}`;
                const nuevo = leerPrecio(nuevos[p.producto_id]);
                const m = margen(nuevo ?? p.precio_actual, p.costo_promedio);
                return (
                  <TableRow key={p.producto_id} hover>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={seleccion.has(p.producto_id)}
                        onChange={(e) =>
                          setSeleccion((s) => {
                            const n = new Set(s);
                            if (e.target.checked) n.add(p.producto_id);
                            else n.delete(p.producto_id);
                            return n;
                          })
                        }
                        slotProps={{ input: { 'aria-label': t('remarcacion.seleccionar', { producto: nombre }) } }}
                      />
                    </TableCell>
                    <TableCell>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {p.codigo}
                      </Box>{' '}
                      {p.descripcion}
                    </TableCell>
                    <TableCell align="right">{f.numero(p.existencia, 3)}</TableCell>
                    <TableCell align="right">{f.dinero(p.costo_promedio)}</TableCell>
                    <TableCell align="right">{f.dinero(p.precio_actual)}</TableCell>
                    <TableCell align="right" sx={{ color: m !== null && m < 0 ? 'error.main' : undefined }}>
                      {m === null ? '' : `${f.numero(m, 2)} %`}
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        value={nuevos[p.producto_id] ?? ''}
                        onChange={(e) => setNuevos((n) => ({ ...n, [p.producto_id]: e.target.value }))}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            maxLength: 15,
                            'aria-label': t('remarcacion.nuevoPrecioDe', { producto: nombre }),
                          },
                        }}
                        sx={{ inlineSize: 130 }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
