import { createBrowserRouter, type RouteObject } from 'react-router';
import { NoEncontradaRuta } from './rutas/no-encontrada-ruta';
import { RequiereSesion } from './rutas/requiere-sesion';
import { RedireccionInicio } from './rutas/redireccion-inicio';
import { PantallaRuta } from './rutas/pantalla-ruta';
import { RaizApp } from './raiz-app';
import { PANTALLAS } from './pantallas';
import { RUTAS_ABREVIADAS, rutasDelMapa } from './mapa-rutas';
import { RedireccionRuta } from './rutas/redireccion-ruta';
import { ErrorRuta } from './rutas/error-ruta';
import { cargaSegura } from './rutas/carga-segura';

/** One route per path of the route map: its screen when built, otherwise the not-found page. */
function rutaDelMapa(ruta: string): RouteObject {
  const pantalla = PANTALLAS[ruta];
  if (!pantalla) return { path: ruta, element: <NoEncontradaRuta /> };
  return {
    path: ruta,
    // Inside the shell: a failed screen shows the error page under the header and menu.
    errorElement: <ErrorRuta />,
    lazy: cargaSegura(async () => {
      const { Component } = await pantalla.cargar();
      return {
        element: (
          <PantallaRuta link={ruta} requiereModulo={pantalla.requiereModulo ?? false} soloPlataforma={pantalla.soloPlataforma ?? false}>
            <Component />
          </PantallaRuta>
        ),
      };
    }),
  };
}

export function crearRutas(): RouteObject[] {
  return [
    {
      element: <RaizApp />,
      // Any page outside the shell (the reset page, the sign-in and shell chunks) fails into the app's error page.
      errorElement: <ErrorRuta />,
      children: [
        // Public: the page of the mailed password-reset link.
        {
          path: '/restablecer-clave',
          lazy: cargaSegura(() =>
            import('../features/sesion/screens/restablecer-clave-screen').then((m) => ({ Component: m.RestablecerClaveScreen })),
          ),
        },
        {
          path: '/',
          element: <RequiereSesion />,
          children: [
            { index: true, element: <RedireccionInicio /> },
            { path: '404', element: <NoEncontradaRuta /> },
            ...rutasDelMapa().map(rutaDelMapa),
            ...Object.entries(RUTAS_ABREVIADAS).map(([corta, completa]) => ({ path: corta, element: <RedireccionRuta a={completa} /> })),
            { path: '*', element: <NoEncontradaRuta /> },
          ],
        },
      ],
    },
  ];
}

export function crearRouter(base: string) {
  return createBrowserRouter(crearRutas(), { basename: base });
}
