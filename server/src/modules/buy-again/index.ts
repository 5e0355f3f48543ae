// The public face of buy-again ('Compra di nuovo', issue 30): nothing is used from outside but
// its routes, which the route registry mounts. Add here what another module may need.
export {};
