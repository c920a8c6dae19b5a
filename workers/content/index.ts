export default {
  fetch() {
    return new Response('ok')
  },
} satisfies ExportedHandler<ContentEnv>
