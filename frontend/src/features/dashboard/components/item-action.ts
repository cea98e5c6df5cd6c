/** What the Actions menu of a resume or SuperMatch can ask for. */
export type ItemAction = 'rename' | 'download' | 'share' | 'versions' | 'base' | 'delete';
