import { useState } from 'react';
import { Box, Button, CircularProgress, DialogActions, DialogContent, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { GENEROS, TIPOS_SANGRE } from '@eds/contracts/constantes';
import type { TPerfilForm, TPersona } from '@eds/contracts/persona';
import { ApiError } from '../../../lib/api-client';
import { useUsuario, useSesion } from '../../../lib/sesion';
import { useAviso } from '../../../components/dialogos/aviso-contexto';
import { Formulario } from '../../../components/formulario/formulario';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { aplicarErroresServidor } from '../../../components/formulario/errores-servidor';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { useGuardarPersona } from '../api/guardar-persona';
import { valoresDePersona, ZValoresPerfil, type ValoresPerfil } from '../lib/valores-perfil';
import { UbicacionCampos } from './ubicacion-campos';

interface Props {
  persona: TPersona;
  onEditarClave: () => void;
  onCerrar: () => void;
}

const opciones = (lista: readonly string[]) => lista.map((o) => ({ valor: o, texto: o }));

/** First slide of the profile: read-only until 'Editar datos', then editing, then saving. */
export function DatosPerfil({ persona, onEditarClave, onCerrar }: Props) {
  const { t } = useTranslation();
  const avisar = useAviso();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const { actualizarUsuario } = useSesion();
  const guardar = useGuardarPersona();
  const [editando, setEditando] = useState(false);
  const form = useFormulario(ZValoresPerfil, { defaultValues: valoresDePersona(persona) });
  const bloqueado = !editando || guardar.isPending;

  const cancelar = () => {
    form.reset(valoresDePersona(persona));
    setEditando(false);
  };

  const enviar = async (datos: TPerfilForm) => {
    try {
      const r = await guardar.mutateAsync({
        id: persona.id,
        empresas_id: persona.empresas_id.value,
        create_user: usuario.u_id,
        persona: datos,
      });
      form.reset(valoresDePersona(r.persona));
      setEditando(false);
      if (r.persona.id === usuario.p_id) actualizarUsuario({ nombres: r.persona.nombres, apellidos: r.persona.apellidos });
      enqueueSnackbar(r.mensaje || t('mensajes.empleadoGuardado'), { variant: 'success' });
    } catch (error) {
      // Field errors of the answer land on their fields; the spec's notice says what went wrong.
      if (aplicarErroresServidor(error, form).silencio) return;
      const texto =
        error instanceof ApiError ? error.mensajeParaUsuario(t('mensajes.errorGuardarEmpleado')) : t('mensajes.errorGuardarEmpleado');
      await avisar({ tipo: 'error', titulo: t('comun.error'), texto });
    }
  };

  // No length cap on the phone: a pasted 11-digit number gets the spec's 'maximo 10' message.
  const texto = (
    nombre: 'nombres' | 'apellidos' | 'direccion' | 'telefono' | 'correo',
    extra: { tipo?: 'email'; inputMode?: 'numeric' | 'email' } = {},
  ) => (
    <CampoTexto<ValoresPerfil>
      nombre={nombre}
      etiqueta={`perfil.${nombre}`}
      tipo={extra.tipo}
      inputMode={extra.inputMode}
      deshabilitado={bloqueado}
      maxLength={nombre === 'telefono' ? undefined : 150}
    />
  );

  return (
    <Formulario form={form} onEnviar={enviar}>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label={t('perfil.identificacion')} value={persona.identificacion} disabled name="identificacion" />
          {texto('nombres')}
          {texto('apellidos')}
          <CampoSeleccion<ValoresPerfil>
            nombre="genero"
            etiqueta="perfil.genero"
            opciones={opciones(GENEROS)}
            vacio
            deshabilitado={bloqueado}
          />
          {texto('direccion')}
          {texto('telefono', { inputMode: 'numeric' })}
          {texto('correo', { tipo: 'email', inputMode: 'email' })}
          <CampoSeleccion<ValoresPerfil>
            nombre="tipo_sangre"
            etiqueta="perfil.tipo_sangre"
            opciones={opciones(TIPOS_SANGRE)}
            vacio
            deshabilitado={bloqueado}
          />
          <UbicacionCampos
            control={form.control}
            errores={form.formState.errors}
            setValue={form.setValue}
            editando={editando && !guardar.isPending}
          />
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
    </Formulario>
  );
}
