/** Inline styles of the boarding page: it loads nothing from anywhere (no external assets). */
export const SANDBOX_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2327;background:#eef1f4}
header{background:#16324f;color:#fff;padding:.75rem 1rem}
.brand{margin:0;max-width:32rem;margin-inline:auto;font-weight:700}
.brand span{font-weight:400;font-size:.8rem;border:1px solid #fff;border-radius:.25rem;padding:0 .35rem;margin-left:.4rem;text-transform:uppercase}
main{max-width:32rem;margin:1.5rem auto;background:#fff;border-radius:.5rem;padding:1.25rem 1.25rem 1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 .75rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.field{margin-bottom:1rem;flex:1;min-width:0}
.row{display:flex;gap:1rem;flex-wrap:wrap}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7780;border-radius:.35rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
.error{color:#b3261e;margin:.25rem 0 0;font-size:.9rem}
.alert{background:#fdecea;border-left:4px solid #b3261e;padding:.5rem .75rem;margin:0 0 1rem}
.alert p{margin:0;color:#7a1712;font-weight:600}
button{width:100%;font:inherit;font-weight:700;color:#fff;background:#16324f;border:0;border-radius:.35rem;padding:.75rem;cursor:pointer}
button:hover{background:#0f2438}
.cancel{text-align:center;margin:1rem 0 0}
a{color:#0b57d0}
table{width:100%;border-collapse:collapse;font-size:.9rem}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #d5dbe0;vertical-align:top}
td:first-child{white-space:nowrap;font-variant-numeric:tabular-nums}
`;
