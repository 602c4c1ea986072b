# Project web, written by Rack Console for the oxidecomputer/oxide provider.
# Every resource that exists has an import block: `terraform init`, then `terraform plan` imports them
# and should propose no change.

terraform {
  required_version = ">= 1.11"
  required_providers {
    oxide = {
      source  = "oxidecomputer/oxide"
      version = "0.21.0"
    }
  }
}

provider "oxide" {}

variable "app_golden_source_snapshot_id" {
  description = "The snapshot image app-golden would be created from again: the platform does not keep it."
  type        = string
}

data "oxide_image" "debian_12" {
  name = "debian-12"
}

data "oxide_ip_pool" "public" {
  name = "public"
}

data "oxide_ssh_key" "laptop" {
  name = "laptop"
}

resource "oxide_project" "web" {
  name        = "web"
  description = "Front end: \"shop\" at $${domain} and 100%%{load}"
}

import {
  to = oxide_project.web
  id = "00000000-0000-4000-8000-000000000001"
}

# The VPC system router and its routes are the platform’s own: the provider manages custom routers.
resource "oxide_vpc" "web_vpc" {
  project_id  = oxide_project.web.id
  name        = "web-vpc"
  description = "Main network\nsecond line \\ with a backslash"
  dns_name    = "web-vpc"
  ipv6_prefix = "fd12:3456:789a::/48"
}

import {
  to = oxide_vpc.web_vpc
  id = "00000000-0000-4000-8000-000000000010"
}

# Its custom router (db-router) is set on the platform: the provider has no
# argument for it.
resource "oxide_vpc_subnet" "web_vpc_db" {
  vpc_id      = oxide_vpc.web_vpc.id
  name        = "db"
  description = "Datenbank — ünïcödé 数据库 🚀"
  ipv4_block  = "10.1.0.0/24"
  ipv6_block  = "fd12:3456:789a:1::/64"
}

import {
  to = oxide_vpc_subnet.web_vpc_db
  id = "00000000-0000-4000-8000-000000000012"
}

resource "oxide_vpc_subnet" "web_vpc_default" {
  vpc_id      = oxide_vpc.web_vpc.id
  name        = "default"
  description = "The default subnet"
  ipv4_block  = "172.30.0.0/22"
  ipv6_block  = "fd12:3456:789a::/64"
}

import {
  to = oxide_vpc_subnet.web_vpc_default
  id = "00000000-0000-4000-8000-000000000011"
}

resource "oxide_vpc_internet_gateway" "web_vpc_outbound" {
  vpc_id      = oxide_vpc.web_vpc.id
  name        = "outbound"
  description = "To the internet"
}

import {
  to = oxide_vpc_internet_gateway.web_vpc_outbound
  id = "00000000-0000-4000-8000-000000000015"
}

resource "oxide_vpc_router" "web_vpc_db_router" {
  vpc_id      = oxide_vpc.web_vpc.id
  name        = "db-router"
  description = "Routes for db"
}

import {
  to = oxide_vpc_router.web_vpc_db_router
  id = "00000000-0000-4000-8000-000000000014"
}

resource "oxide_vpc_router_route" "web_vpc_db_router_blackhole" {
  vpc_router_id = oxide_vpc_router.web_vpc_db_router.id
  name          = "blackhole"
  description   = ""
  destination = {
    type  = "ip"
    value = "192.0.2.1"
  }
  target = {
    type = "drop"
  }
}

import {
  to = oxide_vpc_router_route.web_vpc_db_router_blackhole
  id = "00000000-0000-4000-8000-000000000017"
}

resource "oxide_vpc_router_route" "web_vpc_db_router_to_internet" {
  vpc_router_id = oxide_vpc_router.web_vpc_db_router.id
  name          = "to-internet"
  description   = "Default route"
  destination = {
    type  = "ip_net"
    value = "0.0.0.0/0"
  }
  target = {
    type  = "internet_gateway"
    value = "outbound"
  }
}

import {
  to = oxide_vpc_router_route.web_vpc_db_router_to_internet
  id = "00000000-0000-4000-8000-000000000016"
}

# The rule set is exhaustive: a rule left out of `rules` is deleted from the VPC.
resource "oxide_vpc_firewall_rules" "web_vpc" {
  vpc_id = oxide_vpc.web_vpc.id
  rules = {
    "allow-icmp" = {
      action      = "allow"
      description = "Ping"
      direction   = "inbound"
      filters = {
        protocols = [
          {
            type      = "icmp"
            icmp_type = 8
            icmp_code = "0-3"
          },
          {
            type = "icmp6"
          }
        ]
      }
      priority = 65534
      status   = "disabled"
      targets = [
        {
          type  = "subnet"
          value = "default"
        },
        {
          type  = "instance"
          value = "app-1"
        }
      ]
    }
    "allow-ssh" = {
      action      = "allow"
      description = "SSH from the office"
      direction   = "inbound"
      filters = {
        hosts = [
          {
            type  = "ip_net"
            value = "203.0.113.0/24"
          }
        ]
        ports = ["22"]
        protocols = [
          {
            type = "tcp"
          }
        ]
      }
      priority = 100
      status   = "enabled"
      targets = [
        {
          type  = "vpc"
          value = "web-vpc"
        }
      ]
    }
  }
}

import {
  to = oxide_vpc_firewall_rules.web_vpc
  id = "00000000-0000-4000-8000-000000000010"
}

resource "oxide_anti_affinity_group" "spread" {
  project_id  = oxide_project.web.id
  name        = "spread"
  description = "Keep apart"
  policy      = "allow"
}

import {
  to = oxide_anti_affinity_group.spread
  id = "00000000-0000-4000-8000-000000000028"
}

# Attached to an instance: its disk_attachments say so.
resource "oxide_disk" "app_boot" {
  project_id      = oxide_project.web.id
  name            = "app-boot"
  description     = "Boot disk"
  size            = 21474836480
  source_image_id = data.oxide_image.debian_12.id
  disk_type       = "distributed"
}

import {
  to = oxide_disk.app_boot
  id = "00000000-0000-4000-8000-000000000021"
}

# Created blank: what was written to it since (an imported image, files) is not configuration.
# Attached to an instance: its disk_attachments say so.
resource "oxide_disk" "app_data" {
  project_id  = oxide_project.web.id
  name        = "app-data"
  description = "Data"
  size        = 107374182400
  block_size  = 4096
  disk_type   = "distributed"
}

import {
  to = oxide_disk.app_data
  id = "00000000-0000-4000-8000-000000000022"
}

resource "oxide_snapshot" "app_data_backup" {
  project_id  = oxide_project.web.id
  name        = "app-data-backup"
  description = "Nightly"
  disk_id     = oxide_disk.app_data.id
}

import {
  to = oxide_snapshot.app_data_backup
  id = "00000000-0000-4000-8000-000000000023"
}

# The platform does not say which snapshot an image was made from: a variable stands for it.
resource "oxide_image" "app_golden" {
  project_id         = oxide_project.web.id
  name               = "app-golden"
  description        = "Golden image"
  os                 = "debian"
  version            = "12"
  source_snapshot_id = var.app_golden_source_snapshot_id

  lifecycle {
    ignore_changes = [source_snapshot_id]
  }
}

import {
  to = oxide_image.app_golden
  id = "00000000-0000-4000-8000-000000000024"
}

resource "oxide_floating_ip" "app_ip" {
  project_id  = oxide_project.web.id
  name        = "app-ip"
  description = "Public address"
  ip          = "198.51.100.10"
}

import {
  to = oxide_floating_ip.app_ip
  id = "00000000-0000-4000-8000-000000000026"
}

resource "oxide_external_subnet" "app_range" {
  project_id  = oxide_project.web.id
  name        = "app-range"
  description = "Routed to app-1"
  subnet      = "203.0.113.64/28"
}

import {
  to = oxide_external_subnet.app_range
  id = "00000000-0000-4000-8000-000000000029"
}

# Run state (running) is not configuration: the provider only starts an instance it creates.
# User data is not readable from the platform: set user_data only to create the instance again.
resource "oxide_instance" "app_1" {
  project_id           = oxide_project.web.id
  name                 = "app-1"
  description          = "Application server"
  hostname             = "app-1"
  memory               = 8589934592
  ncpus                = 4
  auto_restart_policy  = "best_effort"
  enable_jumbo_frames  = false
  anti_affinity_groups = [oxide_anti_affinity_group.spread.id]
  boot_disk_id         = oxide_disk.app_boot.id
  disk_attachments     = [oxide_disk.app_boot.id, oxide_disk.app_data.id]
  ssh_public_keys      = [data.oxide_ssh_key.laptop.id]
  network_interfaces = [
    {
      name        = "net0"
      description = "Primary"
      subnet_id   = oxide_vpc_subnet.web_vpc_default.id
      vpc_id      = oxide_vpc.web_vpc.id
      ip_config = {
        v4 = {
          ip = "172.30.0.5"
        }
        v6 = {
          ip = "fd12:3456:789a::5"
        }
      }
    }
  ]
  external_ips = {
    ephemeral = [
      {
        pool_id = data.oxide_ip_pool.public.id
      }
    ]
    floating = [
      {
        id = oxide_floating_ip.app_ip.id
      }
    ]
  }
}

import {
  to = oxide_instance.app_1
  id = "00000000-0000-4000-8000-000000000020"
}

resource "oxide_external_subnet_attachment" "app_range" {
  external_subnet_id = oxide_external_subnet.app_range.id
  instance_id        = oxide_instance.app_1.id
}

import {
  to = oxide_external_subnet_attachment.app_range
  id = "00000000-0000-4000-8000-000000000029"
}
