import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  route(':locale', 'routes/locale.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('Home', 'routes/home.tsx', { id: 'home-alias' }),
    route('*', 'routes/catch-all.tsx'),
  ]),
] satisfies RouteConfig
