import type { GraphQLResolveInfo } from 'graphql'
import type { Context } from './context.ts'

export type Args = Record<string, unknown>

// Declared as a method so a resolver for a specific source type fits the map (method parameters are bivariant);
// graphql-js hands each resolver the parent object our own resolvers returned.
type Method<S> = { resolve(source: S, args: Args, ctx: Context, info: GraphQLResolveInfo): unknown }['resolve']

export type TypeResolvers<S> = Record<string, Method<S>>
export type ResolverMap = Record<string, TypeResolvers<unknown>>
