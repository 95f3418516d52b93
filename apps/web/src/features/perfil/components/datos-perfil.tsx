import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Box, Button, CircularProgress, DialogActions, DialogContent, MenuItem, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { GENEROS, TIPOS_SANGRE } from '@eds/contracts/constantes';
import type { TPerfilForm, TPersona } from '@eds/contracts/persona';
import { ApiError } from '../../../lib/api-client';
import { useUsuario, useSesion } from '../../../lib/sesion';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useAviso } from '../../../components/dialogos/aviso-contexto';
import { useGuardarPersona } from '../api/guardar-persona';
import { resolverPerfil, valoresDePersona, type ValoresPerfil } from '../lib/valores-perfil';
import { UbicacionCampos } from './ubicacion-campos';

interface Props {
  persona: TPersona;
  onEditarClave: () => void;
  onCerrar: () => void;
}

/** First slide of the profile: read-only until 'Editar datos', then editing, then saving. */
export function DatosPerfil({ persona, onEditarClave, onCerrar }: Props) {
  const { t } = useTranslation();
  const avisar = useAviso();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const { actualizarUsuario } = useSesion();
  const guardar = useGuardarPersona();
  const [editando, setEditando] = useState(false);
  const { control, handleSubmit, reset, setValue, formState } = useForm<ValoresPerfil, unknown, TPerfilForm>({
    defaultValues: valoresDePersona(persona),
    resolver: resolverPerfil,
  });
  const errores = formState.errors;
  const bloqueado = !editando || guardar.isPending;

  const cancelar = () => {
    reset(valoresDePersona(persona));
    setEditando(false);
  };

  const enviar = handleSubmit(async (datos) => {
    try {
      const r = await guardar.mutateAsync({
        id: persona.id,
        empresas_id: persona.empresas_id.value,
        create_user: usuario.u_id,
        persona: datos,
      });
      reset(valoresDePersona(r.persona));
      setEditando(false);
      if (r.persona.id === usuario.p_id) actualizarUsuario({ nombres: r.persona.nombres, apellidos: r.persona.apellidos });
      enqueueSnackbar(r.mensaje || t('mensajes.empleadoGuardado'), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.sesionCaducada) return;
      const texto =
        error instanceof ApiError ? error.mensajeParaUsuario(t('mensajes.errorGuardarEmpleado')) : t('mensajes.errorGuardarEmpleado');
      await avisar({ tipo: 'error', titulo: t('comun.error'), texto });
    }
  });

  const texto = (
    name: 'nombres' | 'apellidos' | 'direccion' | 'telefono' | 'correo',
    extra: { type?: string; inputMode?: 'numeric' | 'email' } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          label={t(`perfil.${name}`)}
          type={extra.type ?? 'text'}
          disabled={bloqueado}
          error={Boolean(errores[name])}
          helperText={traducirMensaje(t, errores[name]?.message)}
          // No length cap on the phone: a pasted 11-digit number gets the spec's 'maximo 10' message.
          slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: name === 'telefono' ? undefined : 150 } }}
        />
      )}
    />
  );

  const seleccion = (name: 'genero' | 'tipo_sangre', opciones: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          select
          label={t(`perfil.${name}`)}
          disabled={bloqueado}
          error={Boolean(errores[name])}
          helperText={traducirMensaje(t, errores[name]?.message)}
        >
          <MenuItem value="">
            <em>{t('comun.sinSeleccion')}</em>
          </MenuItem>
          {opciones.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box component="form" onSubmit={(e) => void enviar(e)} noValidate>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label={t('perfil.identificacion')} value={persona.identificacion} disabled name="identificacion" />
          {texto('nombres')}
          {texto('apellidos')}
          {seleccion('genero', GENEROS)}
          {texto('direccion')}
          {texto('telefono', { inputMode: 'numeric' })}
          {texto('correo', { type: 'email', inputMode: 'email' })}
          {seleccion('tipo_sangre', TIPOS_SANGRE)}
          <UbicacionCampos control={control} errores={errores} setValue={setValue} editando={editando && !guardar.isPending} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {editando ? (
          <>
            <Button onClick={cancelar} disabled={guardar.isPending}>
              {t('perfil.cancelar')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={guardar.isPending}
              startIcon={guardar.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {guardar.isPending ? t('perfil.guardando') : t('perfil.guardar')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onEditarClave} sx={{ marginInlineEnd: 'auto' }}>
              {t('perfil.editarClave')}
            </Button>
            <Button onClick={onCerrar}>{t('perfil.cerrar')}</Button>
            <Button variant="contained" onClick={() => setEditando(true)}>
              {t('perfil.editarDatos')}
            </Button>
          </>
        )}
      </DialogActions>
    </Box>
  );
}
