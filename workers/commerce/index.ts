export default {
  async fetch() {
    return new Response('not yet', { status: 404 })
  },
} satisfies ExportedHandler<CommerceEnv>
