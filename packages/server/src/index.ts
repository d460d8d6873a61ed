/** @chorus/server: the product's API on PostgreSQL (work in progress, issue 16). */
export {};
