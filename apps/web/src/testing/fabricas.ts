import type { TModuloSesion, TUsuarioSesion } from '@eds/contracts/sesion';
import type { TPersona } from '@eds/contracts/persona';

/** Test data builders: each call gives a fresh object; tests override only what they care about. */
export function buildModulo(o: Partial<TModuloSesion> & Pick<TModuloSesion, 'id' | 'descripcion'>): TModuloSesion {
  return { modulos_id: null, link: null, icono: null, tipo: 1, orden: 0, asignaciones: 'R', ...o };
}

/** A section with its screens, as the server lists them. */
export function buildSeccion(id: number, descripcion: string, pantallas: [number, string, string][], orden = id): TModuloSesion[] {
  return [
    buildModulo({ id, descripcion, orden, icono: 'Folder' }),
    ...pantallas.map(([pid, pdesc, link], i) => buildModulo({ id: pid, descripcion: pdesc, link, modulos_id: id, tipo: 2, orden: i })),
  ];
}

export function buildUsuario(o: Partial<TUsuarioSesion> = {}): TUsuarioSesion {
  return {
    token: 'token-de-prueba',
    usuario: 'SUPERADMIN',
    p_id: 1,
    u_id: 1,
    nombres: 'ADMINISTRADOR',
    apellidos: 'GENERAL',
    empresas_id: 1,
    tipo: 1,
    plataforma: false,
    perfiles: [{ id: 1, descripcion: 'SUPERADMINISTRADOR LAZO' }],
    modulos: [buildModulo({ id: 1, descripcion: 'DASHBOARD', link: '/dashboard', icono: 'Dashboard' })],
    dominio: {
      id: 1,
      negocio_id: 1,
      alias: 'COMBUSTIBLES ANDINOS',
      tipo: 'DATAGAS',
      parametros: {
        color1: '#1a237e',
        color2: '#ff6f00',
        formato_numero: 'COP',
        logo: null,
        nombre_empresa: 'COMBUSTIBLES ANDINOS S.A.S.',
      },
      atributos: { tipo_dominio: 'DATAGAS', tipo_unidad: 'GALONES' },
    },
    infoDominio: { negocio_id: 1 },
    tipo_empresa: 1,
    empresasHijos: '',
    padres: [],
    hijos: [],
    expired_pass: false,
    empresa: { id: 1, alias: 'COMBUSTIBLES ANDINOS', atributos: { ciudad: 'BARRANQUILLA', provincia: 'ATLÁNTICO', pais: 'COLOMBIA' } },
    fechavencimiento: '2026-01-01 12:00:00',
    ...o,
  };
}

export function buildPersona(o: Partial<TPersona> = {}): TPersona {
  return {
    id: 1,
    nombres: 'LAURA MARCELA',
    apellidos: 'PEREZ GOMEZ',
    identificacion: '1000000002',
    empresas_id: { value: 3, label: 'EDS BARRANQUILLA CENTRO' },
    perfiles: [{ id: 2, descripcion: 'ADMINISTRADOR DE ESTACION' }],
    estado: 'A',
    atributos: {
      tipo_identificacion: { value: 13, label: 'CÉDULA DE CIUDADANÍA' },
      contactos: [
        { id: 1, descripcion: 'TELEFONO', contacto: '3012345678', tipo: 1, principal: 'S' },
        { id: 2, descripcion: 'CORREO', contacto: 'admineds@combustiblesandinos.com.co', tipo: 2, principal: 'S' },
      ],
      genero: null,
      tipo_sangre: null,
      pais: { value: 170, label: 'COLOMBIA' },
      provincia: { value: 8, label: 'ATLÁNTICO' },
      ciudad: { value: 8001, label: 'BARRANQUILLA' },
      url_foto: null,
      cliente: 'N',
      proveedor: 'N',
      propietario: 'N',
    },
    ...o,
  };
}
