import { useId, useState, type ChangeEvent } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/DeleteOutlined';
import {
  FOTO_MAXIMA_BYTES,
  MENSAJES_EMPLEADO,
  TIPOS_IDENTIFICADOR,
  ZCrearUsuarioBody,
  ZPinPosForm,
  type TEmpleado,
  type TEmpleadoDetalle,
  type TPinPosForm,
  type TResultadoIdentificador,
} from '@eds/contracts/usuarios/empleados';
import { ConLetra } from '../../../components/acciones/con-letra';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { Formulario } from '../../../components/formulario/formulario';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { ApiError } from '../../../lib/api-client';
import {
  useAsignarPin,
  useClaveTemporal,
  useCrearUsuario,
  useDesbloquear,
  useEmpleado,
  useFoto,
  useGuardarIdentificadores,
  useIdentificadores,
  useSubirFoto,
} from '../api/empleados';

const ZUsuarioForm = ZCrearUsuarioBody.pick({ usuario: true });

function useAviso() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return {
    exito: (mensaje: string) => enqueueSnackbar(traducirMensaje(t, mensaje), { variant: 'success' }),
    error: (error: unknown) =>
      enqueueSnackbar(
        error instanceof ApiError ? traducirMensaje(t, error.mensajeParaUsuario(t('mensajes.errorGenerico'))) : t('mensajes.errorGenerico'),
        { variant: 'error' },
      ),
  };
}

/** Foto (≤ 2 MB): shown and replaced. */
function SeccionFoto({ detalle }: { detalle: TEmpleadoDetalle }) {
  const { t } = useTranslation();
  const aviso = useAviso();
  const foto = useFoto(detalle.url_foto);
  const subir = useSubirFoto();
  const elegir = async (e: ChangeEvent<HTMLInputElement>) => {
    const archivo = e.target.files?.[0];
    e.target.value = '';
    if (!archivo) return;
    if (archivo.size > FOTO_MAXIMA_BYTES) {
      aviso.error(new ApiError(400, MENSAJES_EMPLEADO.fotoGrande));
      return;
    }
    try {
      aviso.exito((await subir.mutateAsync({ id: detalle.id, archivo })).mensaje);
    } catch (error) {
      aviso.error(error);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={foto.data ?? undefined} alt={t('empleados.foto')} sx={{ width: 72, height: 72 }} />
      <ConLetra letra="U">
        <Button component="label" variant="outlined" disabled={subir.isPending}>
          {t('empleados.subirFoto')}
          <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void elegir(e)} />
        </Button>
      </ConLetra>
    </Stack>
  );
}

/** Usuario: created with its first password mailed; a temporary password mailed; unlocked. */
function SeccionUsuario({ detalle }: { detalle: TEmpleadoDetalle }) {
  const { t } = useTranslation();
  const aviso = useAviso();
  const { confirmar, dialogo } = useConfirmacion();
  const crear = useCrearUsuario();
  const temporal = useClaveTemporal();
  const desbloquear = useDesbloquear();
  const form = useFormulario(ZUsuarioForm, { defaultValues: { usuario: '' } });
  const u = detalle.usuario;

  if (!u) {
    return (
      <ConLetra letra="C">
        <Formulario
          form={form}
          onEnviar={async (datos) => {
            const r = await crear.mutateAsync({ persona_id: detalle.id, usuario: datos.usuario, empresas_id: detalle.empresas_id });
            aviso.exito(r.mensaje);
          }}
        >
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {t('empleados.sinUsuario')}
            </Typography>
            <CampoTexto nombre="usuario" etiqueta="empleados.campos.usuario" requerido mayusculas maxLength={20} />
            <Box>
              <Button type="submit" variant="contained" disabled={crear.isPending}>
                {t('empleados.crearUsuario')}
              </Button>
            </Box>
          </Stack>
        </Formulario>
      </ConLetra>
    );
  }
  const accion = async (pregunta: string, fn: () => Promise<{ mensaje: string }>) => {
    if (!(await confirmar(pregunta))) return;
    try {
      aviso.exito((await fn()).mensaje);
    } catch (error) {
      aviso.error(error);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{u.usuario}</Typography>
        <Chip size="small" label={t(u.estado === 'A' ? 'lista.activo' : 'lista.inactivo')} />
        {u.bloqueado ? <Chip size="small" color="error" label={t('empleados.bloqueado')} /> : null}
        {u.cambiar_clave ? <Chip size="small" color="warning" label={t('empleados.claveTemporal')} /> : null}
      </Stack>
      <ConLetra letra="U">
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            disabled={temporal.isPending}
            onClick={() => void accion(t('empleados.confirmarTemporal', { usuario: u.usuario }), () => temporal.mutateAsync(detalle.id))}
          >
            {t('empleados.enviarTemporal')}
          </Button>
          {u.bloqueado ? (
            <Button
              variant="outlined"
              color="warning"
              disabled={desbloquear.isPending}
              onClick={() =>
                void accion(t('empleados.confirmarDesbloquear', { usuario: u.usuario }), () => desbloquear.mutateAsync(detalle.id))
              }
            >
              {t('empleados.desbloquear')}
            </Button>
          ) : null}
        </Stack>
      </ConLetra>
      {dialogo}
    </Stack>
  );
}

/** PIN POS: four digits, signed with the administrator's own password. */
function SeccionPin({ detalle }: { detalle: TEmpleadoDetalle }) {
  const { t } = useTranslation();
  const aviso = useAviso();
  const asignar = useAsignarPin();
  const form = useFormulario(ZPinPosForm, { defaultValues: { pin: '', clave_Administrador: '' } });
  return (
    <ConLetra letra="U">
      <Formulario
        form={form}
        onEnviar={async (datos) => {
          const r = await asignar.mutateAsync({ identificadorPersona: detalle.id, ...datos });
          aviso.exito(r.mensaje);
          form.reset({ pin: '', clave_Administrador: '' });
        }}
      >
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {detalle.usuario?.tiene_pin ? t('empleados.conPin') : t('empleados.sinPin')}
          </Typography>
          <CampoTexto<TPinPosForm>
            nombre="pin"
            etiqueta="empleados.campos.pin"
            requerido
            tipo="password"
            inputMode="numeric"
            maxLength={4}
          />
          <CampoTexto<TPinPosForm> nombre="clave_Administrador" etiqueta="empleados.campos.claveAdministrador" requerido tipo="password" />
          <Box>
            <Button type="submit" variant="contained" disabled={asignar.isPending}>
              {t('empleados.asignarPin')}
            </Button>
          </Box>
        </Stack>
      </Formulario>
    </ConLetra>
  );
}

/** Identificadores: the person's codes; a code another record holds comes back in the 206 list. */
function SeccionIdentificadores({ detalle }: { detalle: TEmpleadoDetalle }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const actuales = useIdentificadores(detalle.id);
  const guardar = useGuardarIdentificadores();
  const [lista, setLista] = useState<{ identificador: string; tipo: string }[] | null>(null);
  const [nuevo, setNuevo] = useState({ identificador: '', tipo: 'TAG' });
  const [rechazados, setRechazados] = useState<TResultadoIdentificador[]>([]);
  const vigentes =
    lista ?? (actuales.data ?? []).filter((i) => i.estado === 'A').map((i) => ({ identificador: i.identificador, tipo: i.tipo }));

  const enviar = async () => {
    try {
      const r = await guardar.mutateAsync({ persona_id: detalle.id, identificadores: vigentes });
      setRechazados(r.rechazados);
      setLista(null);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: r.rechazados.length ? 'warning' : 'success' });
    } catch {
      enqueueSnackbar(t('empleados.servidor.errorIdentificadores'), { variant: 'error' });
    }
  };
  return (
    <Stack spacing={1.5}>
      <List dense aria-label={t('empleados.identificadores')}>
        {vigentes.map((i) => (
          <ListItem
            key={i.identificador}
            secondaryAction={
              <ConLetra letra="U">
                <IconButton
                  edge="end"
                  aria-label={t('empleados.quitarIdentificador', { codigo: i.identificador })}
                  onClick={() => setLista(vigentes.filter((x) => x.identificador !== i.identificador))}
                >
                  <Delete />
                </IconButton>
              </ConLetra>
            }
          >
            <ListItemText primary={i.identificador} secondary={i.tipo} />
          </ListItem>
        ))}
        {vigentes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('empleados.sinIdentificadores')}
          </Typography>
        ) : null}
      </List>
      <ConLetra letra="U">
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={t('empleados.campos.identificador')}
            value={nuevo.identificador}
            onChange={(e) => setNuevo({ ...nuevo, identificador: e.target.value.toUpperCase() })}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <TextField
            size="small"
            select
            label={t('empleados.campos.tipoIdentificador')}
            value={nuevo.tipo}
            onChange={(e) => setNuevo({ ...nuevo, tipo: e.target.value })}
            sx={{ minInlineSize: 130 }}
          >
            {TIPOS_IDENTIFICADOR.map((tipo) => (
              <MenuItem key={tipo} value={tipo}>
                {tipo}
              </MenuItem>
            ))}
          </TextField>
          <Button
            disabled={!nuevo.identificador.trim() || vigentes.some((i) => i.identificador === nuevo.identificador.trim())}
            onClick={() => {
              setLista([...vigentes, { identificador: nuevo.identificador.trim(), tipo: nuevo.tipo }]);
              setNuevo({ identificador: '', tipo: nuevo.tipo });
            }}
          >
            {t('empleados.agregar')}
          </Button>
        </Stack>
        <Box>
          <Button variant="contained" disabled={guardar.isPending || lista === null} onClick={() => void enviar()}>
            {t('empleados.guardarIdentificadores')}
          </Button>
        </Box>
      </ConLetra>
      {rechazados.length ? (
        <Alert severity="warning" role="status">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('empleados.noProcesados')}
          </Typography>
          {rechazados.map((r) => (
            <Typography key={r.identificador} variant="body2">
              {r.identificador}: {traducirMensaje(t, r.mensaje)}
            </Typography>
          ))}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Acceso: the person's photo, user (created with its first password mailed, a temporary password mailed, unlocked),
 * POS PIN and identifiers (SCREENS.md G08's tabs, one section each). Every change needs its letter.
 */
export function AccesoEmpleado({ empleado, onCerrar }: { empleado: TEmpleado; onCerrar: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const detalle = useEmpleado(empleado.id);
  const nombre = `${empleado.nombres} ${empleado.apellidos}`;
  const seccion = (titulo: string) => (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {titulo}
    </Typography>
  );
  return (
    <Drawer
      anchor="right"
      open
      onClose={onCerrar}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-titulo`, sx: { inlineSize: { xs: '100%', sm: 480 } } } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInline: 3, paddingBlock: 2 }}>
        <Typography id={`${id}-titulo`} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {t('empleados.accesoDe', { registro: nombre })}
        </Typography>
        <IconButton onClick={onCerrar} aria-label={t('comun.cerrar')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      {detalle.data ? (
        <Stack spacing={2.5} sx={{ p: 3, overflowY: 'auto' }}>
          <SeccionFoto detalle={detalle.data} />
          <Divider />
          {seccion(t('empleados.usuario'))}
          <SeccionUsuario detalle={detalle.data} />
          {detalle.data.usuario ? (
            <>
              <Divider />
              {seccion(t('empleados.pinPos'))}
              <SeccionPin detalle={detalle.data} />
            </>
          ) : null}
          <Divider />
          {seccion(t('empleados.identificadores'))}
          <SeccionIdentificadores detalle={detalle.data} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
