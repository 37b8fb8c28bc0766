# The site and its server in one image: the build stage makes dist/ for SITE_URL, the runtime stage runs
# the compiled server (dist/node/server.mjs) with the production dependencies only, as a non-root user,
# the form inbox on the /data volume.
#   docker build --build-arg SITE_URL=https://www.example.com -t qualixa .
#   docker run -p 3000:3000 -v qualixa-data:/data qualixa
# deploy/production-check.sh runs this file's install, build and start commands (no Docker engine needed).

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
ARG SITE_URL
# Fails, saying what to set, without SITE_URL.
RUN SITE_URL="$SITE_URL" npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/node ./dist/node
COPY --from=build /app/dist/inline-styles.json ./dist/inline-styles.json
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) lets requests in flight finish and closes the inbox.
CMD ["node", "dist/node/server.mjs"]
