import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GrupoParametro } from '@eds/contracts/configuracion/parametros';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { useUsuario } from '../../../lib/sesion';
import { useEmpresasAlcance } from '../api/parametros';
import { TablaValores } from '../components/tabla-valores';
import '../lib/mensajes';

/**
 * A station's parameters (SCREENS.md G10): `Parámetros por estación` (`/configuracion/parametros`, GENERAL group) and
 * `Configuración de ventas` (`/configuracion/configuracion_ventas`, VENTAS group), on the same storage: the station's
 * own value overrides its business's and the global one; `Restablecer` removes it.
 */
function PantallaEstacion({ grupo, titulo, archivo }: { grupo: GrupoParametro; titulo: string; archivo: string }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const empresas = useEmpresasAlcance(usuario.infoDominio.negocio_id);
  const estaciones = (empresas.data ?? []).filter((e) => e.tipo !== TIPO_EMPRESA.NEGOCIO && e.tipo !== TIPO_EMPRESA.REGIONAL);
  const [elegida, setElegida] = useState<number | null>(null);
  const propia = estaciones.find((e) => e.idEds === usuario.empresas_id);
  const estacion = elegida ?? propia?.idEds ?? estaciones[0]?.idEds ?? null;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t(titulo)}
      </Typography>
      <Box>
        <TextField
          select
          label={t('parametros.campos.estacion')}
          value={estacion ?? ''}
          onChange={(e) => setElegida(Number(e.target.value))}
          disabled={empresas.isPending || estaciones.length <= 1}
          sx={{ minInlineSize: 320 }}
        >
          {estaciones.map((e) => (
            <MenuItem key={e.idEds} value={e.idEds}>
              {e.alias}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {estacion !== null ? (
        <TablaValores key={estacion} empresaId={estacion} grupo={grupo} niveles={['ESTACION']} titulo={titulo} nombreArchivo={archivo} />
      ) : null}
    </Stack>
  );
}

export function ParametrosScreen() {
  return <PantallaEstacion grupo="GENERAL" titulo="parametros.tituloEstacion" archivo="parametros_estacion" />;
}

export function ConfiguracionVentasScreen() {
  return <PantallaEstacion grupo="VENTAS" titulo="parametros.tituloVentas" archivo="configuracion_ventas" />;
}
