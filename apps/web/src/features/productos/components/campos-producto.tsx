import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CLASES_CON_INGREDIENTES, CLASES_PRODUCTO, TIPOS_PRODUCTO, type TProductoGestion } from '@eds/contracts/configuracion/productos';
import { COMBUSTIBLES, TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useCategoriasProducto, useImpuestosProducto, useIngredientesProducto, useUnidadesProducto } from '../api/productos';
import { HistorialPrecios } from './historial-precios';
import { PreciosEspeciales } from './precios-especiales';

/** Ingredientes (classes 25, 26, 32): Producto* and Cantidad* per line; the server refuses a cycle. */
function Ingredientes({ empresaId, propio }: { empresaId: number; propio?: number }) {
  const { t } = useTranslation();
  const productos = useIngredientesProducto(empresaId);
  const { fields, append, remove } = useFieldArray<FieldValues>({ name: 'ingredientes' });
  const opciones = (productos.data ?? []).map((p) => ({ valor: p.id, texto: `${p.codigo} ${p.descripcion}` }));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('productos.ingredientes')}</Typography>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'grid', gridTemplateColumns: '1fr 110px auto', gap: 1, alignItems: 'start' }}>
          <CampoSeleccion<FieldValues>
            nombre={`ingredientes.${i}.ingrediente_id`}
            etiqueta="productos.campos.ingrediente"
            opciones={opciones.filter((o) => o.valor !== propio)}
            cargando={productos.isPending}
            requerido
          />
          <CampoNumero<FieldValues> nombre={`ingredientes.${i}.cantidad`} etiqueta="productos.campos.cantidad" requerido />
          <IconButton aria-label={t('productos.quitarIngrediente', { n: i + 1 })} onClick={() => remove(i)}>
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<Add />} onClick={() => append({ ingrediente_id: null, cantidad: 1 })} sx={{ alignSelf: 'start' }}>
        {t('productos.agregarIngrediente')}
      </Button>
    </Stack>
  );
}

/**
 * The product's fields (SCREENS.md G13): Código* (proposed), Códigos de barras, Descripción* (≤30), Tipo*, Clase*,
 * Combustible (fuels), Negocios*, Categoría*, Unidad*, Impuestos, Precio* (>0), Costo (read-only), Stock mín/máx,
 * Ingredientes for compound classes, and the price history of a saved product.
 */
export function CamposProducto({ empresaId, fila }: { empresaId: number; fila: TProductoGestion | null }) {
  const { t } = useTranslation();
  const categorias = useCategoriasProducto(empresaId);
  const unidades = useUnidadesProducto(empresaId);
  const impuestos = useImpuestosProducto(empresaId);
  const tipo = useWatch({ name: 'tipo_producto_id' }) as number | null;
  const clase = useWatch({ name: 'clase_producto_id' }) as number | null;
  const negocios = TIPOS_NEGOCIO.map((v) => ({ valor: v, texto: t(`productos.negocios.${v}`) }));
  return (
    <>
      <CampoTexto<FieldValues> nombre="codigo" etiqueta="productos.campos.codigo" requerido mayusculas maxLength={20} autoFocus />
      <CampoTexto<FieldValues> nombre="codigos_barras" etiqueta="productos.campos.codigosBarras" ayuda="productos.ayudaBarras" />
      <CampoTexto<FieldValues> nombre="descripcion" etiqueta="productos.campos.descripcion" requerido mayusculas maxLength={30} />
      <CampoSeleccion<FieldValues>
        nombre="tipo_producto_id"
        etiqueta="productos.campos.tipo"
        opciones={TIPOS_PRODUCTO.map((v) => ({ valor: v, texto: t(`productos.tipos.${v}`) }))}
        requerido
      />
      <CampoSeleccion<FieldValues>
        nombre="clase_producto_id"
        etiqueta="productos.campos.clase"
        opciones={CLASES_PRODUCTO.map((v) => ({ valor: v, texto: t(`productos.clases.${v}`) }))}
        requerido
      />
      {tipo === 21 ? (
        <CampoSeleccion<FieldValues>
          nombre="combustible_id"
          etiqueta="productos.campos.combustible"
          opciones={COMBUSTIBLES.map((v) => ({ valor: v, texto: t(`productos.combustibles.${v}`) }))}
          requerido
        />
      ) : null}
      <CampoSeleccionMultiple<FieldValues> nombre="tipos_negocio" etiqueta="productos.campos.negocios" opciones={negocios} requerido />
      <CampoSeleccion<FieldValues>
        nombre="categoria_id"
        etiqueta="productos.campos.categoria"
        opciones={(categorias.data ?? []).map((c) => ({ valor: c.id, texto: c.descripcion }))}
        cargando={categorias.isPending}
        requerido
      />
      <CampoSeleccion<FieldValues>
        nombre="unidad_id"
        etiqueta="productos.campos.unidad"
        opciones={(unidades.data ?? []).map((u) => ({ valor: u.id, texto: `${u.descripcion} (${u.abreviatura})` }))}
        cargando={unidades.isPending}
        requerido
      />
      <CampoSeleccionMultiple<FieldValues>
        nombre="impuestos"
        etiqueta="productos.campos.impuestos"
        opciones={(impuestos.data ?? []).map((i) => ({
          valor: i.id,
          texto: `${i.descripcion} ${i.impuesto_valor}${i.porcentaje_valor === '%' ? '%' : ''}`,
        }))}
        cargando={impuestos.isPending}
      />
      <CampoNumero<FieldValues> nombre="precio" etiqueta="productos.campos.precio" requerido />
      {fila ? (
        <Typography variant="body2" color="text.secondary">
          {t('productos.campos.costo')}: {fila.costo.toLocaleString('es-CO', { style: 'currency', currency: 'COP' })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <CampoNumero<FieldValues> nombre="stock_minimo" etiqueta="productos.campos.stockMinimo" />
        <CampoNumero<FieldValues> nombre="stock_maximo" etiqueta="productos.campos.stockMaximo" />
      </Box>
      {clase !== null && (CLASES_CON_INGREDIENTES as readonly number[]).includes(clase) ? (
        <Ingredientes empresaId={empresaId} propio={fila?.id} />
      ) : null}
      {fila ? <PreciosEspeciales id={fila.id} /> : null}
      {fila ? <HistorialPrecios id={fila.id} empresaId={empresaId} /> : null}
    </>
  );
}
