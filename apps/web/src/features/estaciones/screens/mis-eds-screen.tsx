import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import { useTranslation } from 'react-i18next';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TEmpresa } from '@eds/contracts/empresa/empresas';
import type { TEstacionMisEds } from '@eds/contracts/empresa/mis-eds';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { IndicadorEstado, type NivelEstado } from '../../../components/estados/indicador-estado';
import { PantallaTarjetas } from '../../../components/tarjetas/pantalla-tarjetas';
import { useFormato } from '../../../lib/formato';
import { letrasDelModulo } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { misEdsQueryOptions } from '../api/mis-eds';
import { FormularioEstacion } from '../components/formulario-estacion';
import { UbicacionEstacion } from '../components/ubicacion-estacion';
import '../lib/mensajes-estaciones';

const CONCILIADOR = '/sap/conciliacion-pdv';

function nivelEquipos(e: TEstacionMisEds): NivelEstado {
  if (e.equipos === 0) return 'neutro';
  if (e.equipos_conectados === e.equipos) return 'ok';
  return e.equipos_conectados > 0 ? 'aviso' : 'error';
}

/** One station's card: its place and contact, its three status dots, today's sales and what the user may do. */
function TarjetaEstacion({
  estacion,
  conciliador,
  onContacto,
  onUbicacion,
}: {
  estacion: TEstacionMisEds;
  conciliador: boolean;
  onContacto: () => void;
  onUbicacion: () => void;
}) {
  const { t } = useTranslation();
  const formato = useFormato();
  const lugar = [estacion.ciudad, estacion.direccion].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" component="article" aria-labelledby={`mis-eds-${estacion.id}`} sx={{ blockSize: '100%' }}>
      <CardContent>
        <Typography id={`mis-eds-${estacion.id}`} variant="h6" component="h2">
          {estacion.alias}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {lugar}
        </Typography>
        {estacion.telefono ? (
          <Typography variant="body2" color="text.secondary">
            {estacion.telefono}
          </Typography>
        ) : null}
        <Stack spacing={0.75} sx={{ mt: 1.5 }}>
          <IndicadorEstado
            nivel={nivelEquipos(estacion)}
            texto={
              estacion.equipos === 0
                ? t('misEds.sinEquipos')
                : t('misEds.equipos', { conectados: estacion.equipos_conectados, total: estacion.equipos })
            }
          />
          <IndicadorEstado
            nivel={estacion.turnos_abiertos > 0 ? 'ok' : 'neutro'}
            texto={
              estacion.turnos_abiertos > 0 ? t('misEds.turnosAbiertos', { cantidad: estacion.turnos_abiertos }) : t('misEds.sinTurnos')
            }
          />
          <IndicadorEstado
            nivel={estacion.ayer_conciliado ? 'ok' : 'error'}
            texto={estacion.ayer_conciliado ? t('misEds.ayerConciliado') : t('misEds.ayerSinConciliar')}
          />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('misEds.ventasHoy', { valor: formato.dinero(estacion.ventas_hoy) })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {estacion.ultimo_contacto
            ? t('misEds.ultimoContacto', { fecha: formato.fechaHora(estacion.ultimo_contacto) })
            : t('misEds.sinContacto')}
        </Typography>
      </CardContent>
      <CardActions>
        <BotonAccion letra="U" etiqueta={t('misEds.editarContacto', { estacion: estacion.alias })} icono={<Edit />} onClick={onContacto} />
        <BotonAccion letra="R" etiqueta={t('misEds.ubicacion', { estacion: estacion.alias })} icono={<Place />} onClick={onUbicacion} />
        {conciliador ? (
          <Button component={RouterLink} to={CONCILIADOR} size="small" startIcon={<FactCheck />}>
            {t('misEds.conciliador', { estacion: estacion.alias })}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}

/**
 * Mis EDS (SCREENS.md G02, `/empresa/mis-eds`): a card per service station in the user's scope with status dots
 * (devices online, shifts open, previous day reconciled), today's sales and the last contact; its contact data and
 * location edited from the card (all a station user may change of its station), and the Conciliador a click away.
 */
export function MisEdsScreen() {
  const usuario = useUsuario();
  const empresaId = usuario.empresas_id;
  const conciliador = letrasDelModulo(usuario.modulos, CONCILIADOR).includes('R');
  const [contacto, setContacto] = useState<TEmpresa | null>(null);
  const [ubicacion, setUbicacion] = useState<TEmpresa | null>(null);
  return (
    <>
      <PantallaTarjetas
        titulo="misEds.titulo"
        opciones={(consulta) => misEdsQueryOptions(empresaId, consulta)}
        idFila={(e) => String(e.id)}
        tarjeta={(e) => (
          <TarjetaEstacion estacion={e} conciliador={conciliador} onContacto={() => setContacto(e)} onUbicacion={() => setUbicacion(e)} />
        )}
      />
      {contacto ? (
        <FormularioEstacion
          empresa={contacto}
          tipo={TIPO_EMPRESA.EDS}
          empresaUsuario={empresaId}
          entidad="estaciones.entidad"
          soloContacto
          onCerrar={() => setContacto(null)}
        />
      ) : null}
      {ubicacion ? <UbicacionEstacion estacion={ubicacion} onCerrar={() => setUbicacion(null)} /> : null}
    </>
  );
}
