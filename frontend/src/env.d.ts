/** What the Nest process hands every page it renders (platform/http/mount-pages.ts). */
declare namespace App {
  interface Locals {
    /**
     * Who is asking, from the `__session` cookie (null: nobody signed in, or a stale cookie).
     * Looked up on the first call only. Undefined when the pages are not served by Nest (astro dev).
     */
    viewer?: () => Promise<{ uid: string; isAnonymous: boolean; isAdmin: boolean } | null>;
  }
}
