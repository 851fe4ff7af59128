/** Google sign-in (OpenID Connect, code flow with PKCE) is offered only when configured. */
export function googleSignInEnabled(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

export function googleIssuer(): string {
  return (process.env.GOOGLE_ISSUER ?? "https://accounts.google.com").replace(/\/$/, "");
}

let discovery: Promise<{ authorization_endpoint: string }> | undefined;

/** The provider's authorization endpoint, from its discovery document (cached). */
export function authorizationEndpoint(): Promise<string> {
  discovery ??= fetch(`${googleIssuer()}/.well-known/openid-configuration`)
    .then((res) => {
      if (!res.ok) throw new Error(`OpenID discovery failed with ${res.status}`);
      return res.json() as Promise<{ authorization_endpoint: string }>;
    })
    .catch((error) => {
      discovery = undefined;
      throw error;
    });
  return discovery.then((d) => d.authorization_endpoint);
}

export function callbackUrl(request: Request): string {
  const base = process.env.PUBLIC_URL ?? new URL(request.url).origin;
  return `${base.replace(/\/$/, "")}/auth/google/callback`;
}
