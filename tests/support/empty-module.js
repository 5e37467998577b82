// Stands in for the 'server-only' guard, which only resolves inside Next's server bundles.
