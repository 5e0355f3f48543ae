# The shop as one image: built web app + server, PostgreSQL external (DATABASE_URL).
FROM node:20-bookworm-slim
WORKDIR /srv
COPY . .
RUN npm ci && npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
EXPOSE 8080
CMD ["npm", "run", "start", "-w", "@spesa/server"]
