import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, IconButton, Paper } from '@mui/material';
import Close from '@mui/icons-material/Close';
import Visibility from '@mui/icons-material/Visibility';
import type { TCarteraFila } from '@eds/contracts/cartera';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { carteraQueryOptions } from '../api/cartera';
import { PestanaCartera } from '../components/pestana-cartera';
import '../lib/mensajes-cartera';

const COLUMNAS: ColumnaTabla<TCarteraFila>[] = [
  { clave: 'identificacion', etiqueta: 'cartera.campos.identificacion', ancho: 130 },
  { clave: 'nombre', etiqueta: 'cartera.campos.cliente', ordenable: true },
  { clave: 'saldo', etiqueta: 'cartera.campos.saldo', tipo: 'dinero', ordenable: true },
  { clave: 'd0_30', etiqueta: 'cartera.edades.d0_30', tipo: 'dinero' },
  { clave: 'd31_60', etiqueta: 'cartera.edades.d31_60', tipo: 'dinero' },
  { clave: 'd61_90', etiqueta: 'cartera.edades.d61_90', tipo: 'dinero' },
  { clave: 'd90_mas', etiqueta: 'cartera.edades.d90_mas', tipo: 'dinero' },
  { clave: 'cupo', etiqueta: 'cartera.campos.cupo', tipo: 'dinero' },
  { clave: 'disponible', etiqueta: 'cartera.campos.disponible', tipo: 'dinero' },
];

/**
 * Cartera (SCREENS.md G20, `/configuracion/gestion_cartera`): the credit customers with their balance and ageing at the
 * stations of the user's scope; a customer's cartera opens with its invoices, collections and `Registrar recaudo`.
 */
export function CarteraScreen() {
  const { t } = useTranslation();
  const empresaId = useUsuario().empresas_id;
  const [cliente, setCliente] = useState<TCarteraFila | null>(null);
  return (
    <>
      <PantallaLista
        titulo="cartera.titulo"
        entidad="cartera.entidad"
        nombreArchivo="cartera"
        columnas={COLUMNAS}
        opciones={(consulta) => carteraQueryOptions(empresaId, consulta)}
        estadoInicial="A"
        accionesFila={(c) => (
          <BotonAccion
            letra="R"
            etiqueta={t('cartera.verCartera', { cliente: c.nombre })}
            icono={<Visibility />}
            onClick={() => setCliente(c)}
          />
        )}
        idFila={(c) => String(c.cliente_id)}
      />
      {cliente ? (
        // A section below the list, not a dialog: the collection form is a drawer, which must open above it.
        <Paper component="section" aria-label={t('cartera.carteraDe', { cliente: cliente.nombre })} variant="outlined" sx={{ mt: 2, p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label={t('cartera.cerrar')} onClick={() => setCliente(null)}>
              <Close />
            </IconButton>
          </Box>
          <PestanaCartera clienteId={cliente.cliente_id} />
        </Paper>
      ) : null}
    </>
  );
}
